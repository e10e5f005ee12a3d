/// Month names by language: for each month, the full name first, then other forms (genitive, abbreviations).
/// Lowercase, as select option texts are in the token. Reference data shared by the classifier (which
/// recognises month selects) and the generator (which picks the option of a month).
package enum MonthNames {
    /// Languages with a table, by their primary subtag.
    package static let languages = ["en", "de", "fr", "es", "it", "pt", "nl", "ru", "ja", "zh", "pl", "tr", "sv", "id", "ko", "hi"]

    /// The names of month `month` (1…12) in `language` (a BCP 47 tag; only the primary subtag counts), nil
    /// when the language has no table.
    package static func names(of month: Int, language: String) -> [String]? {
        guard (1...12).contains(month), let table = table(for: language) else { return nil }
        return table[month - 1]
    }

    /// The full name of month `month` in `language`, else in English.
    package static func fullName(of month: Int, language: String?) -> String? {
        (language.flatMap { names(of: month, language: $0) } ?? names(of: month, language: "en"))?.first
    }

    /// The twelve months' names in `language` (a BCP 47 tag; only the primary subtag counts), January first.
    package static func table(for language: String) -> [[String]]? {
        let primary = language.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? ""
        return tables[primary]
    }

    private static let tables: [String: [[String]]] = [
        "en": [["january", "jan"], ["february", "feb"], ["march", "mar"], ["april", "apr"], ["may"], ["june", "jun"],
               ["july", "jul"], ["august", "aug"], ["september", "sep", "sept"], ["october", "oct"],
               ["november", "nov"], ["december", "dec"]],
        "de": [["januar", "jän", "jänner", "jan"], ["februar", "feb"], ["märz", "mär", "mrz"], ["april", "apr"], ["mai"],
               ["juni", "jun"], ["juli", "jul"], ["august", "aug"], ["september", "sep", "sept"], ["oktober", "okt"],
               ["november", "nov"], ["dezember", "dez"]],
        "fr": [["janvier", "janv"], ["février", "févr", "fév"], ["mars"], ["avril", "avr"], ["mai"], ["juin"],
               ["juillet", "juil"], ["août"], ["septembre", "sept"], ["octobre", "oct"], ["novembre", "nov"],
               ["décembre", "déc"]],
        "es": [["enero", "ene"], ["febrero", "feb"], ["marzo", "mar"], ["abril", "abr"], ["mayo", "may"], ["junio", "jun"],
               ["julio", "jul"], ["agosto", "ago"], ["septiembre", "setiembre", "sep", "sept"], ["octubre", "oct"],
               ["noviembre", "nov"], ["diciembre", "dic"]],
        "it": [["gennaio", "gen"], ["febbraio", "feb"], ["marzo", "mar"], ["aprile", "apr"], ["maggio", "mag"],
               ["giugno", "giu"], ["luglio", "lug"], ["agosto", "ago"], ["settembre", "set"], ["ottobre", "ott"],
               ["novembre", "nov"], ["dicembre", "dic"]],
        "pt": [["janeiro", "jan"], ["fevereiro", "fev"], ["março", "mar"], ["abril", "abr"], ["maio", "mai"],
               ["junho", "jun"], ["julho", "jul"], ["agosto", "ago"], ["setembro", "set"], ["outubro", "out"],
               ["novembro", "nov"], ["dezembro", "dez"]],
        "nl": [["januari", "jan"], ["februari", "feb"], ["maart", "mrt"], ["april", "apr"], ["mei"], ["juni", "jun"],
               ["juli", "jul"], ["augustus", "aug"], ["september", "sep", "sept"], ["oktober", "okt"],
               ["november", "nov"], ["december", "dec"]],
        "ru": [["январь", "января", "янв"], ["февраль", "февраля", "фев"], ["март", "марта", "мар"],
               ["апрель", "апреля", "апр"], ["май", "мая"], ["июнь", "июня", "июн"], ["июль", "июля", "июл"],
               ["август", "августа", "авг"], ["сентябрь", "сентября", "сен", "сент"], ["октябрь", "октября", "окт"],
               ["ноябрь", "ноября", "ноя"], ["декабрь", "декабря", "дек"]],
        "ja": (1...12).map { ["\($0)月"] },
        "zh": [["一月", "1月"], ["二月", "2月"], ["三月", "3月"], ["四月", "4月"], ["五月", "5月"], ["六月", "6月"],
               ["七月", "7月"], ["八月", "8月"], ["九月", "9月"], ["十月", "10月"], ["十一月", "11月"], ["十二月", "12月"]],
        "pl": [["styczeń", "stycznia", "sty"], ["luty", "lutego", "lut"], ["marzec", "marca", "mar"],
               ["kwiecień", "kwietnia", "kwi"], ["maj", "maja"], ["czerwiec", "czerwca", "cze"], ["lipiec", "lipca", "lip"],
               ["sierpień", "sierpnia", "sie"], ["wrzesień", "września", "wrz"], ["październik", "października", "paź"],
               ["listopad", "listopada", "lis"], ["grudzień", "grudnia", "gru"]],
        "tr": [["ocak", "oca"], ["şubat", "şub"], ["mart", "mar"], ["nisan", "nis"], ["mayıs", "may"], ["haziran", "haz"],
               ["temmuz", "tem"], ["ağustos", "ağu"], ["eylül", "eyl"], ["ekim", "eki"], ["kasım", "kas"], ["aralık", "ara"]],
        "sv": [["januari", "jan"], ["februari", "feb"], ["mars", "mar"], ["april", "apr"], ["maj"], ["juni", "jun"],
               ["juli", "jul"], ["augusti", "aug"], ["september", "sep"], ["oktober", "okt"], ["november", "nov"],
               ["december", "dec"]],
        "id": [["januari", "jan"], ["februari", "feb"], ["maret", "mar"], ["april", "apr"], ["mei"], ["juni", "jun"],
               ["juli", "jul"], ["agustus", "agu"], ["september", "sep"], ["oktober", "okt"], ["november", "nov"],
               ["desember", "des"]],
        "ko": (1...12).map { ["\($0)월"] },
        "hi": [["जनवरी"], ["फ़रवरी"], ["मार्च"], ["अप्रैल"], ["मई"], ["जून"], ["जुलाई"], ["अगस्त"],
               ["सितंबर"], ["अक्टूबर"], ["नवंबर"], ["दिसंबर"]],
    ]
}
