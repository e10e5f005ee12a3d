// The world's countries and territories: ISO 3166-1 alpha-2 | alpha-3 | calling code | English name |
// local names and common aliases (separated by `;`). Data, read once by `Country.all`.
let countryTable = """
AD|AND|376|Andorra|Andorra
AE|ARE|971|United Arab Emirates|الإمارات العربية المتحدة;UAE;Emirates
AF|AFG|93|Afghanistan|افغانستان
AG|ATG|1|Antigua and Barbuda|Antigua & Barbuda
AI|AIA|1|Anguilla|Anguilla
AL|ALB|355|Albania|Shqipëri;Shqipëria
AM|ARM|374|Armenia|Հայաստան
AO|AGO|244|Angola|Angola
AQ|ATA|672|Antarctica|Antarctica
AR|ARG|54|Argentina|Argentina
AS|ASM|1|American Samoa|Amerika Samoa
AT|AUT|43|Austria|Österreich
AU|AUS|61|Australia|Australia
AW|ABW|297|Aruba|Aruba
AX|ALA|358|Åland Islands|Åland
AZ|AZE|994|Azerbaijan|Azərbaycan
BA|BIH|387|Bosnia and Herzegovina|Bosna i Hercegovina;Bosnia & Herzegovina
BB|BRB|1|Barbados|Barbados
BD|BGD|880|Bangladesh|বাংলাদেশ
BE|BEL|32|Belgium|België;Belgique;Belgien
BF|BFA|226|Burkina Faso|Burkina Faso
BG|BGR|359|Bulgaria|България
BH|BHR|973|Bahrain|البحرين
BI|BDI|257|Burundi|Burundi
BJ|BEN|229|Benin|Bénin
BL|BLM|590|Saint Barthélemy|Saint-Barthélemy
BM|BMU|1|Bermuda|Bermuda
BN|BRN|673|Brunei|Brunei Darussalam
BO|BOL|591|Bolivia|Bolivia
BQ|BES|599|Caribbean Netherlands|Caribisch Nederland;Bonaire, Sint Eustatius and Saba
BR|BRA|55|Brazil|Brasil
BS|BHS|1|Bahamas|The Bahamas
BT|BTN|975|Bhutan|འབྲུག
BV|BVT|47|Bouvet Island|Bouvetøya
BW|BWA|267|Botswana|Botswana
BY|BLR|375|Belarus|Беларусь
BZ|BLZ|501|Belize|Belize
CA|CAN|1|Canada|Canada
CC|CCK|61|Cocos (Keeling) Islands|Cocos Islands
CD|COD|243|Congo (DRC)|République démocratique du Congo;Democratic Republic of the Congo;DR Congo
CF|CAF|236|Central African Republic|République centrafricaine
CG|COG|242|Congo|République du Congo;Republic of the Congo
CH|CHE|41|Switzerland|Schweiz;Suisse;Svizzera;Svizra
CI|CIV|225|Côte d'Ivoire|Ivory Coast
CK|COK|682|Cook Islands|Cook Islands
CL|CHL|56|Chile|Chile
CM|CMR|237|Cameroon|Cameroun
CN|CHN|86|China|中国;中华人民共和国;People's Republic of China
CO|COL|57|Colombia|Colombia
CR|CRI|506|Costa Rica|Costa Rica
CU|CUB|53|Cuba|Cuba
CV|CPV|238|Cabo Verde|Cape Verde
CW|CUW|599|Curaçao|Curaçao
CX|CXR|61|Christmas Island|Christmas Island
CY|CYP|357|Cyprus|Κύπρος;Kıbrıs
CZ|CZE|420|Czechia|Česko;Česká republika;Czech Republic
DE|DEU|49|Germany|Deutschland
DJ|DJI|253|Djibouti|Djibouti
DK|DNK|45|Denmark|Danmark
DM|DMA|1|Dominica|Dominica
DO|DOM|1|Dominican Republic|República Dominicana
DZ|DZA|213|Algeria|الجزائر;Algérie
EC|ECU|593|Ecuador|Ecuador
EE|EST|372|Estonia|Eesti
EG|EGY|20|Egypt|مصر
EH|ESH|212|Western Sahara|الصحراء الغربية
ER|ERI|291|Eritrea|Eritrea
ES|ESP|34|Spain|España
ET|ETH|251|Ethiopia|ኢትዮጵያ
FI|FIN|358|Finland|Suomi
FJ|FJI|679|Fiji|Fiji
FK|FLK|500|Falkland Islands|Falkland Islands (Islas Malvinas)
FM|FSM|691|Micronesia|Federated States of Micronesia
FO|FRO|298|Faroe Islands|Føroyar
FR|FRA|33|France|France
GA|GAB|241|Gabon|Gabon
GB|GBR|44|United Kingdom|Great Britain;UK;Britain;England;Scotland;Wales;Northern Ireland
GD|GRD|1|Grenada|Grenada
GE|GEO|995|Georgia|საქართველო
GF|GUF|594|French Guiana|Guyane française;Guyane
GG|GGY|44|Guernsey|Guernsey
GH|GHA|233|Ghana|Ghana
GI|GIB|350|Gibraltar|Gibraltar
GL|GRL|299|Greenland|Kalaallit Nunaat;Grønland
GM|GMB|220|Gambia|The Gambia
GN|GIN|224|Guinea|Guinée
GP|GLP|590|Guadeloupe|Guadeloupe
GQ|GNQ|240|Equatorial Guinea|Guinea Ecuatorial
GR|GRC|30|Greece|Ελλάδα;Ελλάς;Hellas
GS|SGS|500|South Georgia and the South Sandwich Islands|South Georgia
GT|GTM|502|Guatemala|Guatemala
GU|GUM|1|Guam|Guam
GW|GNB|245|Guinea-Bissau|Guiné-Bissau
GY|GUY|592|Guyana|Guyana
HK|HKG|852|Hong Kong|香港;Hong Kong SAR
HM|HMD|672|Heard Island and McDonald Islands|Heard Island
HN|HND|504|Honduras|Honduras
HR|HRV|385|Croatia|Hrvatska
HT|HTI|509|Haiti|Haïti
HU|HUN|36|Hungary|Magyarország
ID|IDN|62|Indonesia|Indonesia
IE|IRL|353|Ireland|Éire
IL|ISR|972|Israel|ישראל
IM|IMN|44|Isle of Man|Isle of Man
IN|IND|91|India|भारत;Bharat
IO|IOT|246|British Indian Ocean Territory|British Indian Ocean Territory
IQ|IRQ|964|Iraq|العراق
IR|IRN|98|Iran|ایران
IS|ISL|354|Iceland|Ísland
IT|ITA|39|Italy|Italia
JE|JEY|44|Jersey|Jersey
JM|JAM|1|Jamaica|Jamaica
JO|JOR|962|Jordan|الأردن
JP|JPN|81|Japan|日本;Nippon
KE|KEN|254|Kenya|Kenya
KG|KGZ|996|Kyrgyzstan|Кыргызстан
KH|KHM|855|Cambodia|កម្ពុជា
KI|KIR|686|Kiribati|Kiribati
KM|COM|269|Comoros|Comores
KN|KNA|1|Saint Kitts and Nevis|St Kitts & Nevis
KP|PRK|850|North Korea|조선;Democratic People's Republic of Korea
KR|KOR|82|South Korea|대한민국;한국;Republic of Korea;Korea
KW|KWT|965|Kuwait|الكويت
KY|CYM|1|Cayman Islands|Cayman Islands
KZ|KAZ|7|Kazakhstan|Қазақстан;Казахстан
LA|LAO|856|Laos|ລາວ
LB|LBN|961|Lebanon|لبنان;Liban
LC|LCA|1|Saint Lucia|St Lucia
LI|LIE|423|Liechtenstein|Liechtenstein
LK|LKA|94|Sri Lanka|ශ්‍රී ලංකාව;இலங்கை
LR|LBR|231|Liberia|Liberia
LS|LSO|266|Lesotho|Lesotho
LT|LTU|370|Lithuania|Lietuva
LU|LUX|352|Luxembourg|Lëtzebuerg;Luxemburg
LV|LVA|371|Latvia|Latvija
LY|LBY|218|Libya|ليبيا
MA|MAR|212|Morocco|المغرب;Maroc
MC|MCO|377|Monaco|Monaco
MD|MDA|373|Moldova|Republica Moldova
ME|MNE|382|Montenegro|Crna Gora;Црна Гора
MF|MAF|590|Saint Martin|Saint-Martin
MG|MDG|261|Madagascar|Madagasikara
MH|MHL|692|Marshall Islands|Marshall Islands
MK|MKD|389|North Macedonia|Северна Македонија;Macedonia
ML|MLI|223|Mali|Mali
MM|MMR|95|Myanmar|မြန်မာ;Burma
MN|MNG|976|Mongolia|Монгол Улс
MO|MAC|853|Macao|澳門;Macau
MP|MNP|1|Northern Mariana Islands|Northern Mariana Islands
MQ|MTQ|596|Martinique|Martinique
MR|MRT|222|Mauritania|موريتانيا;Mauritanie
MS|MSR|1|Montserrat|Montserrat
MT|MLT|356|Malta|Malta
MU|MUS|230|Mauritius|Maurice
MV|MDV|960|Maldives|ދިވެހިރާއްޖެ
MW|MWI|265|Malawi|Malawi
MX|MEX|52|Mexico|México
MY|MYS|60|Malaysia|Malaysia
MZ|MOZ|258|Mozambique|Moçambique
NA|NAM|264|Namibia|Namibia
NC|NCL|687|New Caledonia|Nouvelle-Calédonie
NE|NER|227|Niger|Niger
NF|NFK|672|Norfolk Island|Norfolk Island
NG|NGA|234|Nigeria|Nigeria
NI|NIC|505|Nicaragua|Nicaragua
NL|NLD|31|Netherlands|Nederland;Holland;The Netherlands
NO|NOR|47|Norway|Norge;Noreg
NP|NPL|977|Nepal|नेपाल
NR|NRU|674|Nauru|Nauru
NU|NIU|683|Niue|Niue
NZ|NZL|64|New Zealand|Aotearoa
OM|OMN|968|Oman|عمان
PA|PAN|507|Panama|Panamá
PE|PER|51|Peru|Perú
PF|PYF|689|French Polynesia|Polynésie française
PG|PNG|675|Papua New Guinea|Papua Niugini
PH|PHL|63|Philippines|Pilipinas
PK|PAK|92|Pakistan|پاکستان
PL|POL|48|Poland|Polska
PM|SPM|508|Saint Pierre and Miquelon|Saint-Pierre-et-Miquelon
PN|PCN|64|Pitcairn Islands|Pitcairn
PR|PRI|1|Puerto Rico|Puerto Rico
PS|PSE|970|Palestine|فلسطين
PT|PRT|351|Portugal|Portugal
PW|PLW|680|Palau|Palau
PY|PRY|595|Paraguay|Paraguay
QA|QAT|974|Qatar|قطر
RE|REU|262|Réunion|La Réunion
RO|ROU|40|Romania|România
RS|SRB|381|Serbia|Србија;Srbija
RU|RUS|7|Russia|Россия;Российская Федерация;Russian Federation
RW|RWA|250|Rwanda|Rwanda
SA|SAU|966|Saudi Arabia|المملكة العربية السعودية
SB|SLB|677|Solomon Islands|Solomon Islands
SC|SYC|248|Seychelles|Seychelles
SD|SDN|249|Sudan|السودان
SE|SWE|46|Sweden|Sverige
SG|SGP|65|Singapore|新加坡;Singapura
SH|SHN|290|Saint Helena|St Helena
SI|SVN|386|Slovenia|Slovenija
SJ|SJM|47|Svalbard and Jan Mayen|Svalbard og Jan Mayen
SK|SVK|421|Slovakia|Slovensko
SL|SLE|232|Sierra Leone|Sierra Leone
SM|SMR|378|San Marino|San Marino
SN|SEN|221|Senegal|Sénégal
SO|SOM|252|Somalia|Soomaaliya
SR|SUR|597|Suriname|Suriname
SS|SSD|211|South Sudan|South Sudan
ST|STP|239|São Tomé and Príncipe|São Tomé e Príncipe
SV|SLV|503|El Salvador|El Salvador
SX|SXM|1|Sint Maarten|Sint Maarten
SY|SYR|963|Syria|سوريا
SZ|SWZ|268|Eswatini|Swaziland
TC|TCA|1|Turks and Caicos Islands|Turks & Caicos Islands
TD|TCD|235|Chad|Tchad;تشاد
TF|ATF|262|French Southern Territories|Terres australes françaises
TG|TGO|228|Togo|Togo
TH|THA|66|Thailand|ประเทศไทย;ไทย
TJ|TJK|992|Tajikistan|Тоҷикистон
TK|TKL|690|Tokelau|Tokelau
TL|TLS|670|Timor-Leste|East Timor
TM|TKM|993|Turkmenistan|Türkmenistan
TN|TUN|216|Tunisia|تونس;Tunisie
TO|TON|676|Tonga|Tonga
TR|TUR|90|Türkiye|Türkiye;Turkey
TT|TTO|1|Trinidad and Tobago|Trinidad & Tobago
TV|TUV|688|Tuvalu|Tuvalu
TW|TWN|886|Taiwan|臺灣;台灣;台湾
TZ|TZA|255|Tanzania|Tanzania
UA|UKR|380|Ukraine|Україна
UG|UGA|256|Uganda|Uganda
UM|UMI|1|U.S. Outlying Islands|United States Minor Outlying Islands
US|USA|1|United States|United States of America;USA;U.S.A.;America;US
UY|URY|598|Uruguay|Uruguay
UZ|UZB|998|Uzbekistan|Oʻzbekiston
VA|VAT|39|Vatican City|Città del Vaticano;Holy See
VC|VCT|1|Saint Vincent and the Grenadines|St Vincent & Grenadines
VE|VEN|58|Venezuela|Venezuela
VG|VGB|1|British Virgin Islands|Virgin Islands, British
VI|VIR|1|U.S. Virgin Islands|Virgin Islands, U.S.
VN|VNM|84|Vietnam|Việt Nam;Viet Nam
VU|VUT|678|Vanuatu|Vanuatu
WF|WLF|681|Wallis and Futuna|Wallis-et-Futuna
WS|WSM|685|Samoa|Samoa
XK|XKX|383|Kosovo|Kosova;Косово
YE|YEM|967|Yemen|اليمن
YT|MYT|262|Mayotte|Mayotte
ZA|ZAF|27|South Africa|Suid-Afrika;South Africa
ZM|ZMB|260|Zambia|Zambia
ZW|ZWE|263|Zimbabwe|Zimbabwe
"""
