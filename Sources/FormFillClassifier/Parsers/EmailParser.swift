import FormFillModel

/// The e-mail family: every box read as an e-mail address is an e-mail structure of its own, and a box right
/// after one (no other shown box, a password box included, between them) whose own words say only "confirm", "repeat" or "re-enter" (no other designation, no token of its
/// author) is its confirmation: `email` too, and the pair is one structure. The login's user-name box, when it
/// is an e-mail box, is the login's (``LoginParser`` comes first in the scanner: on a tie its structure wins).
/// A newsletter box alone is no parser's: the form's kind (`newsletter`, ``FormKindRules``) says so from the
/// form's words, and ``Exclusions`` keeps every box of such a form from a fill.
struct EmailParser: FamilyParser {
    var family: StructureFamily { .email }

    func parse(_ scan: GroupScan, _ states: inout [FieldState]) {
        scan.recipients.settle(.email, &states)
        // Right after: the next box shown, password boxes included (a sign-up's passwords part the e-mail from
        // a "Confirm" after them).
        let shown = scan.textual.filter { states[$0].field.visible }
        for (a, b) in zip(shown, shown.dropFirst()) where states[a].designation == .email
            && states[b].isTextBox && Self.isConfirmation(states[b]) {
            states[b].rule(.email, .neighbours, "confirms the e-mail before it")
        }
    }

    /// A box that says only that it repeats the one before it: no evidence for anything, no authored token, a
    /// confirmation word in its own labels (or, for a box with no label, placeholder or title of its own, in its
    /// name or id: a box named `verification` whose placeholder asks a question is a human check), and no word
    /// that makes it the number or code of something ("Confirmation number" beside an e-mail is an order
    /// look-up's, ``FormPatterns/identifiers``).
    static func isConfirmation(_ s: FieldState) -> Bool {
        s.designation == nil && s.ruling == nil && s.candidates.evidence.isEmpty
            && s.mentions(PasswordRoleWords.confirm, attributes: !s.hasOwnLabel) != nil
            && s.mentions(FormPatterns.identifiers) == nil
    }

    /// Each e-mail box, alone or with the confirmation the parser found after it; and each recipient's box the
    /// parser settled as none (``Recipients``), alone.
    func structures(before: [FieldState], after: [FieldState], in scan: GroupScan) -> [Structure] {
        var runs: [[Int]] = []
        for i in scan.textual {
            let changed = StructureScanner.changed(before, after, at: i)
            if after[i].designation == .email {
                if changed, !runs.isEmpty { runs[runs.count - 1].append(i) } else { runs.append([i]) }
            } else if changed, before[i].designation == .email {
                runs.append([i])
            }
        }
        return runs.map { Structure(family: family, fields: $0, states: after) }
    }
}
