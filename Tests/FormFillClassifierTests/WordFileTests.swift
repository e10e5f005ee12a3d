import Foundation
@testable import FormFillClassifier
import FormFillModel
import Testing

/// The word files (docs/classification.md, "Word files"): what the loader builds, how a broken file is
/// reported, and a check of every word of the bundled files.
@Suite struct WordFileTests {
    static let bundled = WordTables.bundledDirectory

    /// The bundled files, by name relative to `Words/` (`weights.json`, `languages/de.json`).
    static func bundledFiles() throws -> [String: Data] {
        let directory = try #require(bundled)
        var files = ["weights.json": try Data(contentsOf: directory.appendingPathComponent("weights.json"))]
        let languages = directory.appendingPathComponent("languages")
        for name in try FileManager.default.contentsOfDirectory(atPath: languages.path) where name.hasSuffix(".json") {
            files["languages/\(name)"] = try Data(contentsOf: languages.appendingPathComponent(name))
        }
        return files
    }

    /// A copy of the bundled files in a new directory, to add or change files in.
    static func copyOfBundledFiles() throws -> URL {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("words-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: try #require(bundled), to: copy)
        return copy
    }

    /// The rules whose words `text` holds, as the matcher finds them with `tables`.
    static func rules(in text: String, _ tables: WordTables) -> [String] {
        var found: [String] = []
        RuleIndex(tables.rules).forEachMatch(in: MatchText(text), attributes: false) { entry, _ in
            if !entry.negative { found.append(tables.rules[entry.rule].id) }
        }
        return found
    }

    static let minimalWeights = #"""
        {"languageOrder": ["en"], "rules": [{"rule": "postal-code"}, {"rule": "cc-number.bare", "weight": 0.4}],
         "labelSources": {"label-tag": 1, "label-aria": 1, "label-data": 1, "placeholder": 1, "title": 1,
                          "label-top": 1, "label-left": 1, "label-right": 0.5},
         "nameAttribute": 0.8, "idAttribute": 0.75, "longLabelBytes": 90, "sentenceWords": 7, "headWords": 3,
         "standInLabel": 0.7, "legend": 0.8, "legendBesideLabels": 0.4, "containerSegments": 0.6,
         "types": {"email": 2, "password": 2, "tel": 0.8, "telBesideOtherWords": 0.5, "month": 0.5, "date": 0.3},
         "optionList": 1.5, "dayOptionList": 1.2, "middleInitial": 1.5, "dialCodeExample": 0.8,
         "discounts": {"paragraph": 0.5, "sharedHeading": 0.5, "afterVerb": 0.5, "inProse": 0.5}, "vetoLabelBytes": 40,
         "structures": {"expirySplit": 1.5, "afterExpiryMonth": 1.2, "cardContext": 0.4, "cardContextOverCode": 0.6},
         "formKinds": {"currentAndNew": 3, "threePasswords": 2, "changePasswordWords": 1.5, "newPassword": 2.5,
                       "signUpWords": 2, "personalFields": 1.5, "onePersonalField": 1, "usernameAndPassword": 2.5,
                       "passwordWithoutUsername": 2.8, "signInWords": 1, "oneTimeCode": 3, "cardFields": 2,
                       "addressFields": 1.5, "perField": 0.1, "searchType": 3, "searchWords": 2, "searchBox": 2,
                       "newsletterWords": 2.5, "usernameToken": 2.5, "usernameStepWords": 2.5, "hiddenPasswordBox": 2, "passwordRecoveryWords": 2.5,
                       "signUpWordsWithoutPasswords": 1.4, "personalDetails": 1.2},
         "threshold": 0.7, "formScoreCap": 3}
        """#

    static func parse(weights: String = minimalWeights, _ languages: [String: String]) throws -> WordTables {
        try WordTables.parse(weights: Data(weights.utf8),
                             languages: languages.sorted { $0.key < $1.key }.map { ($0.key, Data($0.value.utf8)) })
    }

    // MARK: The loader

    @Test func theBundledFilesGiveEveryRuleAndListWords() throws {
        let tables = WordTables.bundled
        #expect(tables.languages.first == "en" && tables.languages.contains("ja") && tables.languages.count >= 15)
        for rule in tables.rules { #expect(!rule.words.isEmpty, "rule \(rule.id) has no words") }
        for name in WordListName.allCases { #expect(!tables.list(name).isEmpty, "list \(name.rawValue) has no words") }
        #expect(tables.weights.labelSources.count == LabelSource.allCases.count)
        #expect(FieldScorer.labelWeights[.tag] == 1 && FieldScorer.labelWeights[.right] == 0.5)
        #expect(tables.weights.types.email == 2 && tables.weights.discounts.inProse == 0.5)
    }

    @Test func addingALanguageIsAddingAFile() throws {
        let directory = try Self.copyOfBundledFiles()
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = "Msimbo wa posta"
        #expect(Self.rules(in: text, try WordTables.load(from: directory)).isEmpty)

        // Swahili, which the bundled files do not have.
        try Data(#"{"fields": {"postal-code": ["msimbo wa posta"], "given-name": ["jina la kwanza"]}, "lists": {"sign-in": ["ingia"]}}"#.utf8)
            .write(to: directory.appendingPathComponent("languages/sw.json"))
        let tables = try WordTables.load(from: directory)
        // After the languages `weights.json` orders, by code among the others.
        let ordered = ["en", "de", "fr", "es", "it", "pt", "nl", "ru", "zh", "ja", "ko", "tr", "pl", "id", "hi", "mul"]
        let others = tables.languages.filter { !ordered.contains($0) }
        #expect(others.contains("sw") && others == others.sorted())
        #expect(Self.rules(in: text, tables) == ["postal-code"])
        #expect(Self.rules(in: "Jina la kwanza", tables) == ["given-name"])
        #expect(WordList(tables.list(.signIn)).first(in: MatchText("Ingia"))?.display == "ingia")
    }

    @Test func wordsFollowTheLanguageOrderThenTheCodes() throws {
        let tables = try Self.parse([
            "zz": #"{"fields": {"postal-code": ["zz"]}}"#, "aa": #"{"fields": {"postal-code": ["aa"]}}"#,
            "en": #"{"fields": {"postal-code": ["zip", "=plz"]}, "negatives": {"postal-code": ["city"]}}"#,
        ])
        #expect(tables.languages == ["en", "aa", "zz"])
        let rule = try #require(tables.rules.first)
        #expect(rule.words.map(\.display) == ["zip", "plz", "aa", "zz"])
        #expect(rule.words[1].anchor == .token)
        #expect(rule.negatives.map(\.display) == ["city"])
        #expect(tables.rules[1].designation == .ccNumber && tables.rules[1].words.isEmpty)
    }

    // MARK: Broken files

    func problem(weights: String = minimalWeights, _ languages: [String: String]) -> String? {
        do {
            _ = try Self.parse(weights: weights, languages)
            return nil
        } catch {
            return (error as? WordFileError)?.description ?? "not a WordFileError: \(error)"
        }
    }

    @Test func aBrokenLanguageFileNamesItselfAndWhatIsWrong() {
        #expect(problem(["de": #"{"fields": {"postal-code": ["plz"]"#]) == "languages/de.json: not valid JSON (line 1)")
        #expect(problem(["de": "{\"fields\": {\n\"postal-code\": [\"plz\",]}}"]) == "languages/de.json: not valid JSON (line 2)")
        #expect(problem(["de": #"{"fields": {"postal-code": ["plz"]}} x"#]) == "languages/de.json: not valid JSON (line 1)")
        #expect(problem(["de": #"{"fields": {"postal-code": ["plz"], "postal-code": ["zip"]}}"#])
            == "languages/de.json: fields.postal-code appears twice")
        #expect(problem(["de": #"{"fields": {"postal-kode": ["plz"]}}"#])
            == #"languages/de.json: fields: unknown rule "postal-kode" (rules are listed in weights.json)"#)
        #expect(problem(["de": #"{"negatives": {"cc-number.plain": ["x"]}}"#])
            == #"languages/de.json: negatives: unknown rule "cc-number.plain" (rules are listed in weights.json)"#)
        #expect(problem(["de": #"{"lists": {"sign_in": ["anmelden"]}}"#]) == #"languages/de.json: lists: unknown list "sign_in""#)
        #expect(problem(["de": #"{"feilds": {"postal-code": ["plz"]}}"#])
            == #"languages/de.json: unknown section "feilds" (fields, negatives, lists)"#)
        #expect(problem(["de": #"{"fields": {"postal-code": "plz"}}"#]) == "languages/de.json: expected a list at fields.postal-code")
        #expect(problem(["de": #"{"fields": {"postal-code": ["plz", 5]}}"#])
            == "languages/de.json: expected a string at fields.postal-code[1]")
        #expect(problem(["de": #"{"fields": {"postal-code": ["="]}}"#]) == #"languages/de.json: fields.postal-code: "=" is no word"#)
        #expect(problem(["de": #"{"fields": {"postal-code": [" plz"]}}"#]) == #"languages/de.json: fields.postal-code: " plz" is no word"#)
    }

    /// The reader takes JSON's escapes and any white space, as JSONSerialization does.
    @Test func languageFilesAreReadAsJSON() throws {
        let text = #"  { "fields" : { "postal-code" : [ "c\u00f3digo \"postal\"" , "a\\b\/c" ] } , "lists": {"sign-in": []} }  "#
        let sections = try LanguageFileReader.sections(of: Data(text.utf8))
        #expect(sections == (try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: [String: [String]]]))
        #expect(sections["fields"]?["postal-code"] == [#"código "postal""#, #"a\b/c"#])
        #expect(try LanguageFileReader.sections(of: Data([0xEF, 0xBB, 0xBF] + Array(#"{"lists": {"sign-in": ["ingia"]}}"#.utf8)))
            == ["lists": ["sign-in": ["ingia"]]])
        for (name, data) in try Self.bundledFiles() where name.hasPrefix("languages/") {
            #expect(try LanguageFileReader.sections(of: data)
                == (try JSONSerialization.jsonObject(with: data) as? [String: [String: [String]]]), "\(name)")
        }
    }

    @Test func aBrokenWeightsFileNamesItselfAndWhatIsWrong() {
        let noLegend = Self.minimalWeights.replacingOccurrences(of: #", "legend": 0.8"#, with: "")
        #expect(problem(weights: noLegend, [:]) == #"weights.json: missing "legend""#)
        let typo = Self.minimalWeights.replacingOccurrences(of: #""legend":"#, with: #""legends":"#)
        #expect(problem(weights: typo, [:]) == #"weights.json: unknown key "legends""#)
        let badRule = Self.minimalWeights.replacingOccurrences(of: #""rule": "postal-code""#, with: #""rule": "postcode""#)
        #expect(problem(weights: badRule, [:]) == #"weights.json: rule "postcode" names no designation"#)
        let twice = Self.minimalWeights.replacingOccurrences(of: #""rule": "cc-number.bare""#, with: #""rule": "postal-code""#)
        #expect(problem(weights: twice, [:]) == #"weights.json: rule "postal-code" is listed twice"#)
        let source = Self.minimalWeights.replacingOccurrences(of: #""label-tag": 1"#, with: #""label-tags": 1"#)
        #expect(problem(weights: source, [:]) == #"weights.json: unknown label source "label-tags" in labelSources"#)
        let text = Self.minimalWeights.replacingOccurrences(of: #""legend": 0.8"#, with: #""legend": "high""#)
        #expect(problem(weights: text, [:]) == "weights.json: expected a number at legend")
        let noSource = Self.minimalWeights.replacingOccurrences(of: #", "label-right": 0.5"#, with: "")
        #expect(problem(weights: noSource, [:]) == #"weights.json: labelSources: missing "label-right""#)
        let noType = Self.minimalWeights.replacingOccurrences(of: #", "date": 0.3"#, with: "")
        #expect(problem(weights: noType, [:]) == #"weights.json: missing "date" at types"#)
        let noVote = Self.minimalWeights.replacingOccurrences(of: #", "searchBox": 2"#, with: "")
        #expect(problem(weights: noVote, [:]) == #"weights.json: missing "searchBox" at formKinds"#)
        let noThreshold = Self.minimalWeights.replacingOccurrences(of: #""threshold": 0.7, "#, with: "")
        #expect(problem(weights: noThreshold, [:]) == #"weights.json: missing "threshold""#)
        let noCap = Self.minimalWeights.replacingOccurrences(of: #", "formScoreCap": 3"#, with: "")
        #expect(problem(weights: noCap, [:]) == #"weights.json: missing "formScoreCap""#)
        let noStructures = Self.minimalWeights.replacingOccurrences(of: #""structures":"#, with: #""structure":"#)
        #expect(problem(weights: noStructures, [:]) == #"weights.json: unknown key "structure""#)
    }

    @Test func theThresholdAndTheFormScoreCapAreRead() throws {
        let tables = try Self.parse(weights: Self.minimalWeights.replacingOccurrences(of: #""threshold": 0.7"#, with: #""threshold": 0.9"#), [:])
        #expect(tables.weights.threshold == 0.9 && tables.weights.formScoreCap == 3)
        #expect(WordTables.bundled.weights.threshold == 0.7 && WordTables.bundled.weights.formScoreCap == 3)
    }

    @Test func aMissingDirectoryIsAnError() {
        let nowhere = FileManager.default.temporaryDirectory.appendingPathComponent("words-\(UUID().uuidString)")
        #expect(throws: WordFileError.self) { try WordTables.load(from: nowhere) }
    }

    // MARK: The checker

    /// Every word of every bundled file is well formed and folds to something, no rule or list of one file
    /// holds a word twice, no rule has a word among its own negatives, and every rule names a designation (the
    /// loader refuses unknown rules and lists).
    @Test func everyBundledWordIsValid() throws {
        var problems: [String] = []
        for (name, data) in try Self.bundledFiles() where name.hasPrefix("languages/") {
            let sections = try #require(try JSONSerialization.jsonObject(with: data) as? [String: [String: [String]]], "\(name)")
            for (section, entries) in sections {
                for (key, words) in entries {
                    if words.isEmpty { problems.append("\(name): \(section).\(key) is empty") }
                    var seen = Set<String>()
                    for word in words {
                        if !seen.insert(word).inserted { problems.append("\(name): \(section).\(key): \"\(word)\" twice") }
                        if word.trimmingSpaces != word { problems.append("\(name): \(section).\(key): \"\(word)\" has spaces around it") }
                        if MatchText(WordSpec(word).display).isEmpty {
                            problems.append("\(name): \(section).\(key): \"\(word)\" folds to nothing")
                        }
                    }
                }
            }
        }
        // A word both for and against one rule would rule it out wherever it speaks for it.
        for rule in WordTables.bundled.rules {
            let against = Set(rule.negatives.map { "\(MatchText.compact($0.display))\($0.anchor)" })
            for word in rule.words where against.contains("\(MatchText.compact(word.display))\(word.anchor)") {
                problems.append("rule \(rule.id): \"\(word.display)\" is also a negative")
            }
        }
        #expect(problems == [])
        for rule in WordTables.bundled.rules {
            #expect(rule.designation.rawValue == rule.id.prefix { $0 != "." }.description)
        }
    }

    /// A leading `~` keeps a word to text (labels, placeholders, headings): it matches a label, not a name or an
    /// id; a leading `@` the other way round. Both written with a non-ASCII word too.
    @Test func aTildeWordIsReadInTextOnly() {
        for (spec, display) in [("~^by$", "by"), ("~=år", "år")] {
            let word = WordSpec(spec)
            #expect(word.textOnly && !word.attributesOnly && word.display == display, "\(spec)")
            let list = WordList([word])
            #expect(list.first(in: MatchText(display), attributes: false) != nil, "\(spec)")
            #expect(list.first(in: MatchText(display), attributes: true) == nil, "\(spec)")
        }
        let attribute = WordList([WordSpec("@=fn")])
        #expect(attribute.first(in: MatchText("fn"), attributes: true) != nil)
        #expect(attribute.first(in: MatchText("fn"), attributes: false) == nil)
        #expect(!WordSpec("=by").textOnly)
    }

    /// `option-placeholders` are compared with option texts as the token writes them.
    @Test func placeholderStartsAreWrittenAsOptionTexts() {
        for word in WordTables.bundled.list(.optionPlaceholders) {
            #expect(OptionTables.tokenText(word.display) == word.display, "\(word.display)")
            #expect(word.anchor == .anywhere && !word.attributesOnly)
        }
        #expect(OptionRecognizer.isPlaceholder(SelectOption(text: "selectyourcountry", value: "x")))
        #expect(!OptionRecognizer.isPlaceholder(SelectOption(text: "france", value: "fr")))
    }

    /// `verb-objects` and `verb-leads` are compared with folded label bytes as written: lowercase ASCII letters.
    @Test func verbWordsAreFoldedAlready() {
        for name in [WordListName.verbObjects, .verbLeads] {
            for word in WordTables.bundled.list(name) {
                #expect(MatchText.compact(word.display) == Array(word.display.utf8), "\(word.display)")
                #expect(word.anchor == .anywhere && !word.attributesOnly)
            }
        }
    }
}
