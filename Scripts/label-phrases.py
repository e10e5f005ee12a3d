#!/usr/bin/env python3
"""Label phrases in 30 languages, one box at a time in a small form of its family, and whether FormFill reads
each as the designation its words ask for: full-name phrases ("Nombre y apellidos", "Vorname und Nachname"),
e-mail phrases that hold an address word ("Адрес электронной почты", "電郵地址"), and address and card
labels (phones, postal codes, cities, regions, countries, companies, address line 2, card numbers, expiry
dates, security codes, card holders, birth dates). Written in session 17 from the peers' vocabulary (Firefox's
HeuristicsRegExp, which carries Chromium's rules) and common page labels; the misses it found then are fixed
and unit-tested, so it is a regression check and a place to add phrases, not an unseen measure.

    Scripts/label-phrases.py [FORMFILL]        (default: .build/static/release/formfill)

Prints each miss and, per battery, how many phrases agree; exits 0.
"""
import json, os, subprocess, sys, tempfile

FULL_NAMES = """Nombre y apellidos
Nombre y apellido
Nombre completo
نام و نام خانوادگی
Nome e cognome
Nome e sobrenome
Nome completo
Vor- und Nachname
Vorname und Nachname
Nom et prénom
Prénom et nom
Nom complet
Voor- en achternaam
Imię i nazwisko
ФИО
Фамилия Имя Отчество
Ad Soyad
Adınız Soyadınız
Jméno a příjmení
Meno a priezvisko
För- och efternamn
Fullt navn
Fulde navn
Koko nimi
Vezetéknév és keresztnév
Nume și prenume
Ім'я та прізвище
Họ và tên
Ονοματεπώνυμο
שם מלא
الاسم الكامل
Nama lengkap""".split("\n")
EMAILS = """Adresse e-mail
Adresse électronique
Dirección de correo electrónico
Correo electrónico
Endereço de e-mail
Indirizzo email
Indirizzo di posta elettronica
E-Mail-Adresse
Adres e-mail
Adres poczty elektronicznej
E-posta adresi
Adresa de email
E-mailová adresa
Адрес электронной почты
Электронной почты
Эл. почта
Адреса електронної пошти
عنوان البريد الإلكتروني
כתובת דואר אלקטרוני
Διεύθυνση ηλεκτρονικού ταχυδρομείου
Ηλεκτρονική διεύθυνση
Sähköpostiosoite
E-postadress
E-mailadres
Địa chỉ email
Alamat email
Alamat e-mel
ईमेल पता
이메일 주소
メールアドレス
电子邮件地址
電郵地址
電子郵件地址
ที่อยู่อีเมล
E-posta adresiniz
E-mail cím
Email address
آدرس ایمیل
E-mailadresse
Netfang""".split("\n")
LABELS = {
'tel':'Telefonnummer|Téléphone|Teléfono|Telefone|Telefono|Telefoonnummer|Numer telefonu|Телефон|Номер телефона|電話番号|电话号码|手机号码|전화번호|휴대폰 번호|Telefon numarası|Cep telefonu|Telefonní číslo|Telefónne číslo|Telefonszám|Număr de telefon|Puhelinnumero|Telefonnummer (mobil)|Mobilnummer|Номер телефону|Αριθμός τηλεφώνου|شماره تلفن|رقم الهاتف|מספר טלפון|Số điện thoại|Nomor telepon|फ़ोन नंबर|เบอร์โทรศัพท์|Handynummer|Portable|Móvil|Celular|Cellulare',
'postal-code':'Postleitzahl|PLZ|Code postal|Código postal|CEP|CAP|Postcode|Kod pocztowy|Почтовый индекс|Индекс|郵便番号|邮政编码|邮编|우편번호|Posta kodu|PSČ|Irányítószám|Cod poștal|Postinumero|Postnummer|Поштовий індекс|Ταχυδρομικός κώδικας|کد پستی|الرمز البريدي|מיקוד|Mã bưu điện|Kode pos|पिन कोड|รหัสไปรษณีย์|ZIP / Postal code',
'address-level2':'Stadt|Ort|Wohnort|Ville|Ciudad|Localidad|Cidade|Città|Plaats|Woonplaats|Miasto|Miejscowość|Город|Населённый пункт|市区町村|城市|도시|Şehir|Město|Mesto|Város|Oraș|Localitate|Kaupunki|Postitoimipaikka|Ort / Stadt|Місто|Πόλη|شهر|المدينة|עיר|Thành phố|Kota|शहर|เมือง|Town / City|Suburb',
'address-level1':'Bundesland|Région|Provincia|Estado|Province|Województwo|Регион|Область|都道府県|省份|省|시/도|İl|Kraj|Megye|Județ|Lääni|Штат|Область / регион|Νομός|استان|المحافظة|מחוז|Tỉnh|Provinsi|राज्य|จังหวัด|State / Province|County',
'country':'Land|Pays|País|Paese|Nazione|Kraj|Страна|国|国家|국가|Ülke|Země|Krajina|Ország|Țara|Maa|Країна|Χώρα|کشور|الدولة|ארץ|Quốc gia|Negara|देश|ประเทศ|Country / Region',
'organization':'Firma|Firmenname|Unternehmen|Société|Entreprise|Empresa|Azienda|Ragione sociale|Bedrijfsnaam|Bedrijf|Nazwa firmy|Компания|Организация|会社名|公司名称|회사명|Şirket adı|Firma (volitelné)|Cégnév|Companie|Yritys|Företag|Firmanavn|Компанія|Εταιρεία|نام شرکت|اسم الشركة|חברה|Công ty|Perusahaan|कंपनी|บริษัท',
'address-line2':'Adresszusatz|Complément d\'adresse|Dirección 2|Complemento|Indirizzo 2|Toevoeging|Adres cd.|Квартира|Apartment, suite, etc.|建物名・部屋番号|Apt / Suite|Adres satırı 2|Byt / číslo bytu|Lakás|Apartament|Lägenhetsnummer|Διαμέρισμα|Address line 2',
'cc-number':'Kartennummer|Numéro de carte|Número de tarjeta|Número do cartão|Numero della carta|Kaartnummer|Numer karty|Номер карты|カード番号|卡号|银行卡号|카드번호|Kart numarası|Číslo karty|Kártyaszám|Numărul cardului|Kortin numero|Kortnummer|Номер картки|Αριθμός κάρτας|شماره کارت|رقم البطاقة|מספר כרטיס|Số thẻ|Nomor kartu|कार्ड नंबर|หมายเลขบัตร',
'cc-exp':'Gültig bis|Ablaufdatum|Date d\'expiration|Date de validité|Fecha de caducidad|Fecha de vencimiento|Validade|Data de validade|Data di scadenza|Vervaldatum|Data ważności|Срок действия|有効期限|有效期|유효기간|Son kullanma tarihi|Platnost do|Lejárati dátum|Data expirării|Voimassa|Giltig till|Udløbsdato|Термін дії|Ημερομηνία λήξης|تاریخ انقضا|تاريخ الانتهاء|תוקף|Ngày hết hạn|Masa berlaku|समाप्ति तिथि|วันหมดอายุ',
'cc-csc':'Prüfnummer|Kartenprüfnummer|Cryptogramme visuel|Code de sécurité|Código de seguridad|Código de segurança|Codice di sicurezza|Beveiligingscode|Kod CVV|Kod zabezpieczający|Код безопасности|CVC код|セキュリティコード|安全码|보안코드|Güvenlik kodu|Bezpečnostní kód|Biztonsági kód|Cod de securitate|Turvakoodi|Säkerhetskod|Kontrolcifre|Код безпеки|Κωδικός ασφαλείας|کد امنیتی|رمز الأمان|קוד אבטחה|Mã bảo mật|Kode keamanan|सुरक्षा कोड|รหัสความปลอดภัย|CVV2',
'cc-name':'Karteninhaber|Name des Karteninhabers|Titulaire de la carte|Nom du titulaire|Titular de la tarjeta|Nombre en la tarjeta|Nome no cartão|Titular do cartão|Intestatario della carta|Titolare della carta|Naam kaarthouder|Imię i nazwisko na karcie|Właściciel karty|Имя владельца карты|Имя на карте|カード名義|持卡人姓名|카드 소유자|Kart sahibi|Jméno na kartě|Kártyabirtokos neve|Numele de pe card|Kortinhaltijan nimi|Kortinnehavare|Kortholders navn|Ім\'я власника картки|Όνομα κατόχου|نام دارنده کارت|اسم حامل البطاقة|שם בעל הכרטיס|Tên chủ thẻ|Nama pemegang kartu|कार्डधारक का नाम|ชื่อผู้ถือบัตร',
'bday':'Geburtsdatum|Date de naissance|Fecha de nacimiento|Data de nascimento|Data di nascita|Geboortedatum|Data urodzenia|Дата рождения|生年月日|出生日期|생년월일|Doğum tarihi|Datum narození|Születési dátum|Data nașterii|Syntymäaika|Födelsedatum|Fødselsdato|Дата народження|Ημερομηνία γέννησης|تاریخ تولد|تاريخ الميلاد|תאריך לידה|Ngày sinh|Tanggal lahir|जन्म तिथि|วันเกิด',
}
ACCEPT = {'tel': {'tel', 'tel-national'}, 'country': {'country', 'country-name'}, 'email': {'email', 'username'}}
CARD = {'cc-number', 'cc-exp', 'cc-csc', 'cc-name'}


def designation(binary, work, label, family):
    if family in CARD:
        context = [c for c in [('Card number', 'cc-number'), ('Expiration date', 'cc-exp'), ('Security code', 'cc-csc')]
                   if c[1] != family]
    elif family == 'email':
        context = [('Full name', 'name'), ('Phone', 'tel'), ('City', 'address-level2')]
    else:
        context = [c for c in [('Full name', 'name'), ('Email', 'email'), ('Street address', 'street'),
                               ('City', 'address-level2')] if c[1] != family][:3]
    boxes = ''.join('<label for=c%d>%s</label><input id=c%d name=c%d>' % (i, l, i, i) for i, (l, _) in enumerate(context))
    hint = ' placeholder="DD/MM/YYYY"' if family == 'bday' else ''
    page = os.path.join(work, 'page.html')
    with open(page, 'w', encoding='utf-8') as out:
        out.write('<meta charset=utf-8><form action="/checkout" method=post><label for=t>%s</label><input id=t name=f9%s>%s'
                  '<input type=submit value="Continue"></form>' % (label, hint, boxes))
    run = subprocess.run([binary, 'classify', page, '--url', 'https://www.shop.example/'], capture_output=True)
    if run.returncode:
        sys.exit('label-phrases: formfill classify failed: %s' % run.stderr.decode(errors='replace').strip())
    field = next(f for f in json.loads(run.stdout)['fields'] if f.get('htmlID') == 't')
    return field.get('designation')


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), '..', '.build', 'static',
                                                                  'release', 'formfill')
    if not os.access(binary, os.X_OK):
        sys.exit('label-phrases: %s is not an executable formfill (swift build first)' % binary)
    batteries = [('full names', [(p, 'name') for p in FULL_NAMES]), ('e-mail phrases', [(p, 'email') for p in EMAILS]),
                 ('address and card labels', [(p, f) for f, ps in LABELS.items() for p in ps.split('|')])]
    with tempfile.TemporaryDirectory(prefix='label-phrases-') as work:
        for title, cases in batteries:
            agree = 0
            for label, family in cases:
                got = designation(binary, work, label, family)
                if got in ACCEPT.get(family, {family}):
                    agree += 1
                else:
                    print('MISS %s: %s -> %s' % (family, label, got))
            print('%s: %d of %d' % (title, agree, len(cases)))


if __name__ == '__main__':
    main()
