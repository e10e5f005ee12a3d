import FormFillModel

/// Words for birth dates. Day, month and year parts come from the words below or from a select's options.
enum DatePatterns {
    static let birth: Lexicon = [
        "en": "birth|birthday|birthdate|=dob|=bday|born",
        "de": "geburt|geburtsdatum|geburtstag|geboren",
        "fr": "naissance|anniversaire",
        "es": "nacimiento|cumpleaños",
        "it": "nascita|compleanno",
        "pt": "nascimento|aniversário",
        "nl": "geboorte|geboortedatum|verjaardag",
        "ru": "рождения|день рождения",
        "zh": "生日|出生",
        "ja": "生年月日|誕生日",
        "ko": "생년월일|생일",
        "tr": "doğum",
        "pl": "urodzenia|urodziny",
        "id": "tanggal lahir|lahir",
        "hi": "जन्म",
    ]

    static let rules: [FieldRule] = [
        FieldRule(.bday, WordSpec.list(birth), not: "place|city|country|of birth country|name|town|state"),
        FieldRule(.bdayDay, WordSpec.list("day of birth|birthday day|bday day|dob day|@=dobd|@=bdayd|@=dobday")),
        // A bare "day" / "dd" is the day of a birth date only beside one: the group resolver drops it elsewhere,
        // and beside a `bday` candidate the part outranks the whole (`bday_dd` is the day).
        FieldRule(.bdayDay, WordSpec.list(dayWords, weight: 0.6)),
        FieldRule(.bdayMonth, WordSpec.list("birth month|birthday month|month of birth|bday month|dob month|@=dobm|@=bdaym|@=dobmonth|@=birthmonth")),
        FieldRule(.bdayYear, WordSpec.list("birth year|birthday year|bday year|dob year|year of birth|@=doby|@=bdayy|@=dobyear|@=birthyear")),
    ]

    /// Words that say "day".
    static let dayWords: Lexicon = [
        "en": "=day|=dd", "de": "=tag", "fr": "=jour", "es": "=día|=dia", "it": "=giorno", "pt": "=dia",
        "nl": "=dag", "ru": "=день", "zh": "=日", "ja": "=日", "ko": "=일", "tr": "=gün", "pl": "=dzień",
        "id": "=hari|=tanggal", "hi": "=दिन",
    ]
}
