/// Honorific prefixes (`Mr`, `Mrs`, `Ms`, `Dr`) and the ways selects write them in several languages:
/// reference data shared by the classifier (which recognises a select of honorifics, to designate it nothing
/// else) and the generator (which picks the option for a stored prefix in a select its author marked
/// `honorific-prefix`).
package enum HonorificNames {
    /// One family a prefix, lowercase; the generator prefers earlier names and compares them with diacritics
    /// folded, the classifier as the token writes option texts.
    package static let families: [[String]] = [
        ["mr", "mister", "herr", "hr", "m", "monsieur", "sr", "señor", "sig", "signor", "signore", "dhr", "pan", "bay",
         "g", "господин", "bapak", "श्री"],
        ["mrs", "missus", "frau", "fr", "mme", "madame", "sra", "señora", "sigra", "signora", "mevr", "pani", "bayan",
         "госпожа", "ibu", "श्रीमती"],
        ["ms", "miss", "mlle", "mademoiselle", "srta", "señorita", "signa", "signorina"],
        ["mx"],
        ["dr", "doctor", "doktor", "docteur", "dott", "dottore"],
        ["prof", "professor", "professeur"],
        ["sir"], ["madam"], ["rev"], ["master", "mstr"], ["company", "firma"],
    ]
}
