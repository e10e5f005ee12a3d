/// The names and codes card-type selects use for each card brand: reference data shared by the classifier
/// (which recognises a card-type select) and the generator (which picks the brand's option).
package enum CardBrandNames {
    /// One family a brand: its key first (`amex`), then the other ways a page writes it, normalized like
    /// select option texts (lowercase, no spaces or punctuation). The generator prefers earlier names.
    package static let families: [[String]] = [
        ["visa", "vi", "vs", "visaelectron"],
        ["mastercard", "mc", "master", "ca", "eurocard"],
        ["amex", "americanexpress", "ax", "ae", "am"],
        ["discover", "di", "ds", "disc", "discovercard", "discovernetwork"],
        ["diners", "dinersclub", "dinersclubinternational", "dc", "dn"],
        ["jcb", "jc"],
        ["unionpay", "chinaunionpay", "cup", "up"],
        ["maestro", "ma", "mae"],
        ["mir"],
        ["elo"],
        ["hipercard", "hiper"],
        ["cartesbancaires", "cb", "cartebancaire"],
        // Brands and card products a select may list that have no display name here.
        ["cartebleue"], ["rupay"], ["troy"], ["dankort"], ["laser"], ["solo"], ["switch"],
        ["visadebit"], ["mastercarddebit"], ["storecard"],
    ]

    /// How a text field writes a brand, by family key.
    package static let displayNames = [
        "visa": "Visa", "mastercard": "Mastercard", "amex": "American Express", "discover": "Discover",
        "diners": "Diners Club", "jcb": "JCB", "unionpay": "UnionPay", "maestro": "Maestro", "mir": "Mir",
        "elo": "Elo", "hipercard": "Hipercard", "cartesbancaires": "Cartes Bancaires",
    ]
}
