import Testing
import FormFillCollector
import FormFillModel
import FormFillTestSupport

@Suite struct LabelTagTests {
    @Test func labelForID() throws {
        let d = try collect(#"<label for="u">User name</label><input id="u" name="u">"#)
        #expect(field(d, "u")?.labelTag == "User name")
    }

    @Test func labelForNameWhenTheIDDoesNotMatch() throws {
        let d = try collect(#"<label for="login">Login</label><input name="login">"#)
        #expect(field(d, "login")?.labelTag == "Login")
    }

    /// Two forms that repeat an id (a header's login box and a newsletter's name box, both `id="n"`): the DOM
    /// gives both labels to the first box; the second, which the DOM labels not at all, falls back to the
    /// labels for its id in its own form, not to the other form's.
    @Test func aRepeatedIDFallsBackToTheLabelsInTheBoxsOwnForm() throws {
        let d = try collect(#"<form><label for="n">User name</label><input id="n" name="a"></form><form><label for="n">Your name</label><input id="n" name="b"></form>"#)
        #expect(field(d, "a")?.labelTag == "User nameYour name")
        #expect(field(d, "b")?.labelTag == "Your name")
    }

    @Test func legacyReferencesWithoutTheirSemicolonAreDecodedInText() throws {
        // As a browser decodes them: the longest legacy name the letters start with.
        let d = try collect("""
            <label>First&nbspname <input name=a></label><label>Pr&eacutenom <input name=b></label>
            <label>Tom &amp Jerry <input name=c></label><label>&copyright <input name=d></label>
            <label>1&frac12 &notin <input name=e></label>
            """)
        #expect(field(d, "a")?.labelTag == "First name")
        #expect(field(d, "b")?.labelTag == "Prénom")
        #expect(field(d, "c")?.labelTag == "Tom & Jerry")
        #expect(field(d, "d")?.labelTag == "©right")
        #expect(field(d, "e")?.labelTag == "1½ ¬in")
        // Not a legacy reference: a decoded one, a character reference, an unknown name, an "&" alone, an
        // attribute's value (kept as libxml2 gives it).
        let kept = try collect("""
            <label>&amp;nbsp; &#38;eacute <input name=a></label><label>&foo &bar; R & D <input name=b></label>
            <input name=c placeholder="Zip&nbspcode">
            """)
        #expect(field(kept, "a")?.labelTag == "&nbsp; &eacute")
        #expect(field(kept, "b")?.labelTag == "&foo &bar; R & D")
        #expect(field(kept, "c")?.placeholder == "Zip&nbspcode")
    }

    @Test func enclosingLabelTrimmedAndCollapsed() throws {
        let d = try collect("<label>\n  E-mail\n   address <input name=e></label>")
        #expect(field(d, "e")?.labelTag == "E-mail address")
    }

    @Test func enclosingLabelLabelsOnlyItsFirstControlButOthersFallBackToIt() throws {
        // The DOM's `labels` of `b` is empty, so the original's fallback (enclosing labels) applies.
        let d = try collect("<label>Both <input name=a><input name=b></label>")
        #expect(field(d, "a")?.labelTag == "Both")
        #expect(field(d, "b")?.labelTag == "Both")
    }

    @Test func severalLabelsJoinInDocumentOrder() throws {
        let d = try collect(#"<label for="x">One</label><label>Two <input id="x" name="x"></label>"#)
        #expect(field(d, "x")?.labelTag == "OneTwo")
    }

    @Test func definitionTermBeforeTheParentDD() throws {
        let d = try collect("<dl><dt>Phone</dt><dd><input name=p></dd></dl>")
        #expect(field(d, "p")?.labelTag == "Phone")
    }

    @Test func presentButEmptyWithoutLabel() throws {
        let d = try collect("<input name=n>")
        #expect(field(d, "n")?.labelTag == "")
    }

    @Test func hiddenInputsHaveNoLabelKeys() throws {
        let d = try collect(#"<label for="h">H</label><input type=hidden id=h name=h placeholder=x>"#)
        let h = try #require(field(d, "h"))
        #expect(h.labelTag == nil && h.labelLeft == nil && h.labelRight == nil && h.placeholder == nil)
    }
}

@Suite struct OtherLabelTests {
    @Test func ariaLabelAndLabelledBy() throws {
        let d = try collect(#"""
        <input name=a aria-label="Card number">
        <span id=l1>Expiry</span><span id=l2> (MM/YY) </span><input name=b aria-labelledby="l1 l2 missing">
        """#)
        #expect(field(d, "a")?.labelAria == "Card number")
        #expect(field(d, "b")?.labelAria == "Expiry (MM/YY)")
    }

    @Test func dataLabelAndPlaceholderOnlyWhenNonEmpty() throws {
        let d = try collect(#"<input name=a data-label="Code" placeholder="123"><input name=b data-label="" placeholder="">"#)
        #expect(field(d, "a")?.labelData == "Code")
        #expect(field(d, "a")?.placeholder == "123")
        #expect(field(d, "b")?.labelData == nil)
        #expect(field(d, "b")?.placeholder == nil)
    }

    @Test func labelTopUsesTheSameColumnAccountingForColspan() throws {
        let d = try collect("""
        <table><tr><td colspan=2>Name</td><td>Zip</td></tr>
        <tr><td><input name=first></td><td><input name=last></td><td><input name=zip></td></tr></table>
        """)
        #expect(field(d, "first")?.labelTop == "Name")
        #expect(field(d, "last")?.labelTop == "Name")
        #expect(field(d, "zip")?.labelTop == "Zip")
    }

    @Test func labelTopNeedsARowAbove() throws {
        let d = try collect("<table><tr><td>Label <input name=a></td></tr></table>")
        #expect(field(d, "a")?.labelTop == nil)
    }

    @Test func labelLeftWalksBackToASectionElement() throws {
        let d = try collect("<div><input name=a> Street <b>and</b> number <input name=b></div>")
        #expect(field(d, "b")?.labelLeft == "Street and number")
        #expect(field(d, "a")?.labelRight == "Street and number")
    }

    @Test func labelLeftClimbsToTheParentsPreviousSibling() throws {
        let d = try collect("<div><p>Your <i>email</i></p><div><span></span><input name=e></div></div>")
        // No text before the input in its parent: the parent's previous sibling's deepest last child, read
        // with the rest of its line (the original stopped at "email").
        #expect(field(d, "e")?.labelLeft == "Your email")
    }

    @Test func labelLeftStopsAtABoundaryWhileClimbing() throws {
        let d = try collect("<form><select name=s><option>x</option></select><div><input name=e></div></form>")
        #expect(field(d, "e")?.labelLeft == "")
    }

    @Test func labelTextsCollapseEveryJavaScriptWhitespace() throws {
        // NBSP, ideographic space, line separator, BOM and tabs are all `\s`; "é", "名" and "💳" are not.
        let d = try collect("<label for=a>\u{3000} Nom\u{A0}\u{A0}\t de\u{2028}famille é 名\u{FEFF}💳 </label><input id=a name=a>")
        #expect(field(d, "a")?.labelTag == "Nom de famille é 名 💳")
    }

    @Test func labelRightStopsAtTheNextControl() throws {
        let d = try collect("<input name=a> days <input name=b> hours")
        #expect(field(d, "a")?.labelRight == "days")
        #expect(field(d, "b")?.labelRight == "hours")
    }
}

/// Texts of different block-level elements, and texts either side of a `<br>`, are separated by a space, as
/// a browser's `innerText` breaks lines there; inline elements still join without one.
@Suite struct StackedTextTests {
    @Test func aLegendMadeOfStackedBlocks() throws {
        let d = try collect("<fieldset><legend><span>Payment</span><div>Redeem a gift card</div></legend><input name=g></fieldset>")
        #expect(field(d, "g")?.labelLegend == "Payment Redeem a gift card")
    }

    @Test func aLabelWithALineBreak() throws {
        let d = try collect("<label>Card<br>number<input name=c></label>")
        #expect(field(d, "c")?.labelTag == "Card number")
    }

    /// The text left of a box is its line's: a line-breaking sibling before words already found ends it, so a
    /// heading over the line is not read into the label ("Company:" under "Shipping address" is no address).
    @Test func aLeftLabelEndsAtItsLine() throws {
        let d = try collect("<div><h2>Payment</h2><p>Redeem a gift card</p><input name=g></div>")
        #expect(field(d, "g")?.labelLeft == "Redeem a gift card")
        let e = try collect("<form><h2>Shipping address</h2>Company: <input name=c><br>Street: <input name=s></form>")
        #expect(field(e, "c")?.labelLeft == "Company:")
        // Words split by inline elements on one line stay one label; a block before a wordless mark is read.
        let f = try collect("<div><p>City</p><span>*</span> <input name=t></div>")
        #expect(field(f, "t")?.labelLeft == "City *")
        let g = try collect("<div><h3>Email</h3><input name=m></div>")
        #expect(field(g, "m")?.labelLeft == "Email")
    }

    @Test func aRightLabelAcrossALineBreak() throws {
        let d = try collect("<div><input type=checkbox name=k>Keep me<br>signed in</div>")
        #expect(field(d, "k")?.labelRight == "Keep me signed in")
    }

    @Test func aFormHeadingWithStackedBlocks() throws {
        let d = try collect("<form><h2><div>Sign in</div><div>to your account</div></h2><input name=u></form>")
        #expect(d.forms.first?.heading == "Sign in to your account")
    }

    /// The heading that leads into a form from before it, or none (`HeadingSnippets`; collect.js agrees in
    /// `CollectBrowserTests`).
    @Test(arguments: HeadingSnippets.leadIns)
    func aHeadingLeadingIntoTheForm(_ c: HeadingSnippets.Case) throws {
        #expect(try collect(c.html).forms.last?.heading == c.heading, "\(c.html)")
    }

    /// An element whose `role` is `heading` is a heading, as the accessibility tree reads it: a sign-in page's
    /// `<div role="heading">Sign in</div>` inside the form, or before it.
    @Test func aRoleHeadingIsTheFormsHeading() throws {
        let inside = try collect(#"<form><div class="title" role="heading" aria-level="1">Sign in</div><input name=u></form>"#)
        #expect(inside.forms.first?.heading == "Sign in")
        let before = try collect(#"<div role="heading">Create your account</div><form><input name=u></form>"#)
        #expect(before.forms.first?.heading == "Create your account")
        let plain = try collect(#"<form><div class="title">Sign in</div><input name=u></form>"#)
        #expect(plain.forms.first?.heading == nil)
    }

    /// `label-section`: a form in sections under headings of their own ("Your details", then "Emergency
    /// contact") gives each box the last heading over it in the form once a box of the form came before that
    /// heading (``SectionSnippets``). A `role="heading"` element is a heading too.
    @Test func aFieldsSectionIsTheLastHeadingOverItInItsForm() throws {
        let d = try collect(SectionSnippets.page)
        #expect(d.fields.map { ($0.htmlName ?? "") + "=" + ($0.labelSection ?? "") } == SectionSnippets.expected)
        #expect(d.forms.first?.heading == "Create an account")
        let formless = try collect(SectionSnippets.formlessPage)
        #expect(formless.fields.map { ($0.htmlName ?? "") + "=" + ($0.labelSection ?? "") } == SectionSnippets.formlessExpected)
    }

    @Test func aTopLabelAndAnAriaTargetWithStackedBlocks() throws {
        let d = try collect("""
        <table><tr><td><p>Street</p><p>and number</p></td></tr><tr><td><input name=s></td></tr></table>
        <div id=l><div>Expiry</div><div>MM/YY</div></div><input name=e aria-labelledby=l>
        """)
        #expect(field(d, "s")?.labelTop == "Street and number")
        #expect(field(d, "e")?.labelAria == "Expiry MM/YY")
    }

    /// A select's options and a textarea's value label nothing: the cell above a box that holds a select gives
    /// no `label-top` of option names ("None Jr Cap" made a street box a postal code: "Cap"), and a `<label>`
    /// around a select or a textarea reads as its own words (``ControlTextSnippets``).
    @Test func aControlsOptionsAndValueLabelNothing() throws {
        let d = try collect(ControlTextSnippets.page)
        for (name, want) in ControlTextSnippets.expected {
            let f = field(d, name)
            #expect(f?.labelTag.flatMap { $0.isEmpty ? nil : $0 } == want.tag, "\(name)")
            #expect(f?.labelTop == want.top, "\(name)")
        }
    }

    @Test func inlineElementsStillJoinWithoutASpace() throws {
        let d = try collect("<label>E<b>-mail</b><input name=e></label>")
        #expect(field(d, "e")?.labelTag == "E-mail")
    }

    @Test func whiteSpaceBetweenInlineSiblingsIsOneSpace() throws {
        let d = try collect("""
        <div><span>Street</span> <span>number</span> <input name=l></div>
        <div><input name=r> <span>Keep me</span>\n<b>signed in</b></div>
        <div><span>Given </span><span>name</span><input name=g></div>
        <div>E<b>-mail</b><input name=m></div>
        """)
        #expect(field(d, "l")?.labelLeft == "Street number")
        #expect(field(d, "r")?.labelRight == "Keep me signed in")
        #expect(field(d, "g")?.labelLeft == "Given name")
        #expect(field(d, "m")?.labelLeft == "E-mail")
    }

    @Test func aRequiredMarkAloneDoesNotEndTheLeftWalk() throws {
        let d = try collect("""
        <table><tr><td>City <span class=req>*</span></td><td><input name=c></td></tr>
        <tr><td><b>Zip</b>:</td><td><input name=z></td></tr></table>
        <div><div><label>Street <abbr title=required>*</abbr></label></div><div><input name=s></div></div>
        <div><div>Email<span>*</span></div><div><input name=e></div></div>
        """)
        #expect(field(d, "c")?.labelLeft == "City *")
        #expect(field(d, "z")?.labelLeft == "Zip:")
        #expect(field(d, "s")?.labelLeft == "Street *")
        #expect(field(d, "e")?.labelLeft == "Email*")
    }

    @Test func theClimbReadsTheWholeLineOfTheTextItFinds() throws {
        let d = try collect("""
        <table><tr><td>City <span>(required)</span></td><td><input name=c></td></tr></table>
        <div><div><label>Street <b>name</b></label></div><div><input name=s></div></div>
        <div><div><h3>Billing</h3><p>Address <i>line</i> 2</p></div><div><input name=a></div></div>
        """)
        #expect(field(d, "c")?.labelLeft == "City (required)")
        #expect(field(d, "s")?.labelLeft == "Street name")
        #expect(field(d, "a")?.labelLeft == "Address line 2")
    }

    @Test func theLeftWalkStopsAtAnElementHoldingAnotherControl() throws {
        // "Email" labels the box inside its own label; it is not part of the next box's label.
        let d = try collect("""
        <div><label>Email <input name=e></label> <span>Phone</span> <input name=p></div>
        <div><span>Given name</span><div class=w><input name=g></div><span>Family name</span><input name=f></div>
        """)
        #expect(field(d, "p")?.labelLeft == "Phone")
        #expect(field(d, "f")?.labelLeft == "Family name")
    }

    @Test func aHiddenInputDoesNotPartALabelFromItsBox() throws {
        let d = try collect("""
        <div><label>Email</label><input type=hidden name=token><input name=e></div>
        <div><input name=k type=checkbox><input type=HIDDEN name=k2>Keep me signed in</div>
        <dl><dt>Phone</dt><dd><input type=hidden name=t2><input name=p></dd><dt>City</dt><dd><input name=c></dd></dl>
        """)
        #expect(field(d, "e")?.labelLeft == "Email")
        #expect(field(d, "k")?.labelRight == "Keep me signed in")
        #expect(field(d, "c")?.labelLeft == "City")
    }

    @Test func scriptsAndStyleSheetsAreNoLabelText() throws {
        let d = try collect("""
        <div><span>Email<script>var a = "x";</script></span><style>.a{color:red}</style> <input name=e></div>
        """)
        #expect(field(d, "e")?.labelLeft == "Email")
    }

    @Test func aMarkWithNothingBeforeItIsStillTheLeftLabel() throws {
        let d = try collect("<table><tr><td>*</td><td><input name=x></td></tr></table>")
        #expect(field(d, "x")?.labelLeft == "*")
    }

    @Test func theLeftWalkDoesNotClimbIntoTheRowAbove() throws {
        // The row above is the field's top label, column by column; its last cell labels the last column.
        let d = try collect("""
        <table><tr><th>First name</th><th>Last name</th></tr>
        <tr><td><input name=f></td><td><input name=l></td></tr></table>
        """)
        #expect(field(d, "f")?.labelLeft == "")
        #expect(field(d, "f")?.labelTop == "First name")
        #expect(field(d, "l")?.labelTop == "Last name")
    }

    @Test func aWordlessHelpButtonIsNoBoundaryAndNoLabel() throws {
        // A "?" or icon button between a label and its box opens a hint; a button with words, or a submit
        // button, is a control of its own and ends the walk.
        let d = try collect("""
        <div><span>Town</span><button type=button>?</button> <input name=t></div>
        <div><span>Region</span> <button type=BUTTON><i class=icon></i></button><input name=rg></div>
        <table><tr><td>City <button type=button class=hint>?</button></td><td><input name=c></td></tr></table>
        <div><span>Address</span><button type=button>Find</button><input name=lk></div>
        <div><span>Search</span><button>?</button><input name=q></div>
        """)
        #expect(field(d, "t")?.labelLeft == "Town")
        #expect(field(d, "rg")?.labelLeft == "Region")
        #expect(field(d, "c")?.labelLeft == "City")
        #expect(field(d, "lk")?.labelLeft == "")
        #expect(field(d, "q")?.labelLeft == "")
    }

    @Test func nestedLayoutTablesAreReadLikeTheirCells() throws {
        // A label cell whose text sits in a table of its own, and a box in the first row of a table nested in
        // its cell: the line goes on across the nested table's edge, as a reader sees it.
        let d = try collect("""
        <table><tr><td><table><tr><td>City</td><td>*</td></tr></table></td><td><input name=c></td></tr>
        <tr><td><font>Zip</font></td><td><table><tbody><tr><td><input name=z></td></tr></tbody></table></td></tr>
        <tr><td>Phone</td><td><table><tr><td><input name=p1></td></tr><tr><td><input name=p2></td></tr></table></td></tr>
        <tr><td><table><tr><td>Note <input name=n></td></tr></table></td><td><input name=x></td></tr></table>
        """)
        #expect(field(d, "c")?.labelLeft == "City *")
        #expect(field(d, "z")?.labelLeft == "Zip")
        #expect(field(d, "p1")?.labelLeft == "Phone")
        // A later row of the nested table has the row above it, not the outer cell's text.
        #expect(field(d, "p2")?.labelLeft == "")
        // A nested table that holds a control is that control's, as before.
        #expect(field(d, "x")?.labelLeft == "")
    }

    @Test func theClimbDoesNotReadIntoAnotherBoxsContainer() throws {
        // A label after its box (no `for`): the next box's climb used to take it from the previous container
        // (with no white space between the two: a text node between them already ended the walk).
        let d = try collect("""
        <div class=field><input name=a><span class=label>First name</span></div><div class=field><input name=b>\
        <span class=label>Last name</span></div>
        <div><span>Town</span></div><div><input name=t></div>
        """)
        #expect(field(d, "b")?.labelLeft == "")
        #expect(field(d, "b")?.labelRight == "Last name")
        #expect(field(d, "t")?.labelLeft == "Town")
    }

    @Test func noscriptAndTemplateContentIsNeitherLabelNorControl() throws {
        // Where scripts run, a noscript's content is raw text and a template's is no child: neither shows.
        let d = try collect("""
        <div><span>Borough</span><noscript><input name=ns></noscript><input name=bo></div>
        <div><span>City</span><noscript>Please enable JavaScript</noscript> <input name=c></div>
        <div><span>Region</span><template><input name=tp> Pick one</template><input name=r></div>
        <div><div>Area</div><style>.x { color: red }</style></div><div><input name=ar></div>
        """)
        #expect(field(d, "bo")?.labelLeft == "Borough")
        #expect(field(d, "c")?.labelLeft == "City")
        #expect(field(d, "r")?.labelLeft == "Region")
        #expect(field(d, "ar")?.labelLeft == "Area")
        #expect(field(d, "ns") == nil && field(d, "tp") == nil)
    }

    @Test func theRightWalkStopsAtAnotherBoxsLabel() throws {
        // A following sibling that holds another control is that control's label, as in the left walk.
        let d = try collect("""
        <div><input name=a> <label>Company <input name=b></label></div>
        <div><input type=password name=p><label><input type=checkbox name=s> Show password</label></div>
        <div><input name=c> <span>(optional)</span></div>
        """)
        #expect(field(d, "a")?.labelRight == "")
        #expect(field(d, "p")?.labelRight == "")
        #expect(field(d, "c")?.labelRight == "(optional)")
    }
}

