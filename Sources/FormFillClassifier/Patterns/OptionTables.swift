/// What a `<select>`'s options can be recognised as, whatever its labels say. The option texts arrive lowercased
/// with whitespace and punctuation removed (the token's rule), so the tables are written the same way.
enum OptionTables {
    /// Month names and abbreviations, January first, per language.
    static let months: [[String]] = [
        ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"],
        ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"],
        ["januar", "februar", "märz", "april", "mai", "juni", "juli", "august", "september", "oktober", "november", "dezember"],
        ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
        ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
        ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"],
        ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"],
        ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"],
        ["январь", "февраль", "март", "апрель", "май", "июнь", "июль", "август", "сентябрь", "октябрь", "ноябрь", "декабрь"],
        ["ocak", "şubat", "mart", "nisan", "mayıs", "haziran", "temmuz", "ağustos", "eylül", "ekim", "kasım", "aralık"],
        ["styczeń", "luty", "marzec", "kwiecień", "maj", "czerwiec", "lipiec", "sierpień", "wrzesień", "październik", "listopad", "grudzień"],
        ["januari", "februari", "maret", "april", "mei", "juni", "juli", "agustus", "september", "oktober", "november", "desember"],
        ["1月", "2月", "3月", "4月", "5月", "6月", "7月", "8月", "9月", "10月", "11月", "12月"],
        ["1월", "2월", "3월", "4월", "5월", "6월", "7월", "8월", "9월", "10월", "11월", "12월"],
        ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"],
    ]

    /// US states, DC and territories, then Canadian provinces and territories: code and name.
    static let regions: [(code: String, name: String)] = [
        ("AL", "alabama"), ("AK", "alaska"), ("AZ", "arizona"), ("AR", "arkansas"), ("CA", "california"),
        ("CO", "colorado"), ("CT", "connecticut"), ("DE", "delaware"), ("DC", "districtofcolumbia"), ("FL", "florida"),
        ("GA", "georgia"), ("HI", "hawaii"), ("ID", "idaho"), ("IL", "illinois"), ("IN", "indiana"), ("IA", "iowa"),
        ("KS", "kansas"), ("KY", "kentucky"), ("LA", "louisiana"), ("ME", "maine"), ("MD", "maryland"),
        ("MA", "massachusetts"), ("MI", "michigan"), ("MN", "minnesota"), ("MS", "mississippi"), ("MO", "missouri"),
        ("MT", "montana"), ("NE", "nebraska"), ("NV", "nevada"), ("NH", "newhampshire"), ("NJ", "newjersey"),
        ("NM", "newmexico"), ("NY", "newyork"), ("NC", "northcarolina"), ("ND", "northdakota"), ("OH", "ohio"),
        ("OK", "oklahoma"), ("OR", "oregon"), ("PA", "pennsylvania"), ("RI", "rhodeisland"), ("SC", "southcarolina"),
        ("SD", "southdakota"), ("TN", "tennessee"), ("TX", "texas"), ("UT", "utah"), ("VT", "vermont"),
        ("VA", "virginia"), ("WA", "washington"), ("WV", "westvirginia"), ("WI", "wisconsin"), ("WY", "wyoming"),
        ("PR", "puertorico"), ("GU", "guam"), ("VI", "virginislands"), ("AS", "americansamoa"),
        ("MP", "northernmarianaislands"), ("AA", "armedforcesamericas"), ("AE", "armedforceseurope"),
        ("AP", "armedforcespacific"),
        ("AB", "alberta"), ("BC", "britishcolumbia"), ("MB", "manitoba"), ("NB", "newbrunswick"),
        ("NL", "newfoundlandandlabrador"), ("NS", "novascotia"), ("ON", "ontario"), ("PE", "princeedwardisland"),
        ("QC", "quebec"), ("SK", "saskatchewan"), ("NT", "northwestterritories"), ("NU", "nunavut"), ("YT", "yukon"),
    ]

    /// ISO 3166-1 alpha-2 codes.
    static let countryCodes: Set<String> = Set("""
        AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ \
        CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO \
        FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE \
        JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO \
        MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW \
        PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM \
        TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW
        """.split(separator: " ").map(String.init))

    /// Country names (English and the names the countries give themselves, compacted) that mark a country list.
    static let countryNames: Set<String> = [
        "unitedstates", "unitedstatesofamerica", "usa", "canada", "unitedkingdom", "greatbritain", "uk", "germany",
        "deutschland", "france", "spain", "españa", "italy", "italia", "portugal", "netherlands", "nederland",
        "belgium", "belgique", "belgië", "switzerland", "schweiz", "suisse", "austria", "österreich", "ireland",
        "sweden", "sverige", "norway", "norge", "denmark", "danmark", "finland", "suomi", "poland", "polska",
        "russia", "russianfederation", "россия", "china", "中国", "japan", "日本", "southkorea", "korea",
        "republicofkorea", "대한민국", "india", "भारत", "indonesia", "turkey", "türkiye", "mexico",
        "méxico", "brazil", "brasil", "argentina", "chile", "colombia", "peru", "perú", "venezuela", "australia",
        "newzealand", "southafrica", "egypt", "nigeria", "kenya", "israel", "saudiarabia", "unitedarabemirates",
        "singapore", "malaysia", "thailand", "vietnam", "philippines", "pakistan", "bangladesh", "greece", "hungary",
        "czechrepublic", "czechia", "romania", "bulgaria", "croatia", "serbia", "ukraine", "afghanistan", "albania",
        "algeria", "andorra", "angola", "armenia", "bahamas", "bahrain", "barbados", "belarus", "belize", "bolivia",
        "bosniaandherzegovina", "botswana", "cambodia", "cameroon", "costarica", "cuba", "cyprus", "ecuador",
        "elsalvador", "estonia", "ethiopia", "fiji", "georgia", "ghana", "guatemala", "haiti", "honduras",
        "hongkong", "iceland", "iran", "iraq", "jamaica", "jordan", "kazakhstan", "kuwait", "latvia", "lebanon",
        "lithuania", "luxembourg", "malta", "monaco", "morocco", "nepal", "nicaragua", "oman", "panama", "paraguay",
        "qatar", "slovakia", "slovenia", "srilanka", "taiwan", "tunisia", "uganda", "uruguay", "zimbabwe",
    ]

    /// Card brands as option texts or values.
    static let cardBrands: Set<String> = [
        "visa", "mastercard", "master", "mc", "amex", "americanexpress", "discover", "discovernetwork", "diners",
        "dinersclub", "jcb", "maestro", "unionpay", "chinaunionpay", "cartebancaire", "cartebleue", "elo",
        "hipercard", "mir", "rupay", "troy", "dankort", "laser", "solo", "switch", "vi", "ax", "ds", "dc", "ca",
        "visaelectron", "visadebit", "mastercarddebit", "storecard",
    ]

    /// Honorifics (Mr, Mrs, …) in several languages.
    static let honorifics: Set<String> = [
        "mr", "mrs", "ms", "miss", "dr", "prof", "mx", "sir", "madam", "herr", "frau", "m", "mme", "mlle",
        "monsieur", "madame", "mademoiselle", "sr", "sra", "srta", "señor", "señora", "sig", "sigra", "signor",
        "signora", "dhr", "mevr", "господин", "госпожа", "bay", "bayan", "pan", "pani", "bapak", "ibu", "श्री",
        "श्रीमती", "rev", "mstr", "master", "mister", "company", "firma",
    ]
}
