package dev.josh.ingest.bills;

import dev.josh.ingest.core.MalformedSourceException;
import dev.josh.ingest.core.SourceFile;
import dev.josh.ingest.lawtext.LawDates;
import dev.josh.ingest.lawtext.LawText;
import dev.josh.ingest.lawtext.LegislativeMarkdown;
import dev.josh.ingest.lawtext.MarkedText;
import dev.josh.ingest.lawtext.XmlNode.Element;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Bill text in the two XML formats: USLM 2.x ({@code <bill>}, {@code <resolution>},
 * {@code <engrossedAmendment>} in {@code http://schemas.gpo.gov/xml/uslm}) and the GPO bill DTD
 * ({@code <bill>}, {@code <resolution>}, no namespace).
 */
final class BillTextFormats {

    static final String USLM_NAMESPACE = "http://schemas.gpo.gov/xml/uslm";
    /** Text sections are rendered below the bill's {@code #} title and {@code ## Text} heading. */
    static final int HEADING_BASE = 3;
    /** The anchor of the text as a whole inside a bill's body. */
    static final String TEXT_ANCHOR = "text";

    private static final LegislativeMarkdown USLM = new LegislativeMarkdown(LegislativeMarkdown.USLM, HEADING_BASE);
    private static final LegislativeMarkdown DTD = new LegislativeMarkdown(LegislativeMarkdown.GPO_BILL_DTD, HEADING_BASE);

    private BillTextFormats() {
    }

    static BillText read(SourceFile file, Element root) throws MalformedSourceException {
        boolean measure = List.of("bill", "resolution", "engrossedAmendment").contains(root.name());
        if (measure && root.namespace().equals(USLM_NAMESPACE)) {
            return uslm(file, root);
        }
        if (measure && root.namespace().isEmpty() && !root.name().equals("engrossedAmendment")) {
            return gpoDtd(file, root);
        }
        throw new MalformedSourceException("not bill text in USLM or the GPO bill DTD: the root element is <"
                + root.name() + ">" + (root.namespace().isEmpty() ? "" : " in namespace " + root.namespace()),
                root.position());
    }

    /**
     * USLM: the bill is what {@code citableAs} or {@code dc:title} in {@code <meta>} say
     * ({@code 116 HR 1000 IH}); the stage is {@code <docStage>}; the date is that of the last
     * action in the preface (introduced, reported, received…), else that of the attestation (an
     * engrossed bill's passage); the text is {@code <main>} (or {@code <amendMain>}).
     */
    private static BillText uslm(SourceFile file, Element root) {
        Element meta = root.child("meta").or(() -> root.child("amendMeta")).orElse(root);
        Element preface = root.child("preface").or(() -> root.child("amendPreface")).orElse(null);
        BillText.Claim document = BillText.Claim.NONE;
        for (Element citable : meta.children("citableAs")) {
            document = document.orElse(BillClaims.fromLabel(citable.collapsedText()));
        }
        document = document.orElse(BillClaims.fromLabel(meta.textAt("title")));
        String stage = meta.textAt("docStage");
        document = document.orElse(new BillText.Claim(null, LawText.integer(meta.textAt("congress")), null,
                BillClaims.versionCode(stage)));
        String date = lastActionDate(preface);
        if (date == null) {
            date = lastActionDate(root.child("attestation").orElse(null));
        }
        Element sponsor = preface == null ? null : preface.descendants("sponsor").stream().findFirst().orElse(null);
        String officialTitle = root.find("main", "longTitle", "officialTitle").map(Element::collapsedText)
                .or(() -> Optional.ofNullable(preface == null ? null : preface.textAt("title")))
                .orElseGet(() -> afterColon(meta.textAt("title")));
        List<Element> body = new ArrayList<>();
        root.child("main").ifPresent(body::add);
        root.child("amendMain").ifPresent(body::add);
        MarkedText text = USLM.render(body, List.of(), TEXT_ANCHOR);
        return new BillText(file.relativePath(), file.sha256(), "uslm", document,
                BillClaims.fromFileName(file.path()), stage, date, LawDates.iso(meta.textAt("processedDate")),
                blankToNull(officialTitle), sponsor == null ? null : sponsor.attribute("bioGuideId"),
                sponsor == null ? null : blankToNull(sponsor.collapsedText()), text);
    }

    /**
     * The GPO bill DTD: the bill is what {@code dc:title} says ({@code 113 HR 1063 RH}; enrolled
     * files leave the congress out) with {@code <legis-num>} and {@code <congress>} of the form; the
     * stage is the root's {@code bill-stage} / {@code resolution-stage}; the date is that of the
     * last {@code <action-date>}, else of the attestation (passage), else {@code dc:date}.
     */
    private static BillText gpoDtd(SourceFile file, Element root) {
        Element form = root.child("form").orElse(root);
        String dcTitle = root.textAt("metadata", "dublinCore", "title");
        String stageAttribute = root.attribute(root.name().equals("bill") ? "bill-stage" : "resolution-stage");
        String stage = stageAttribute == null ? null : stageAttribute.replace('-', ' ');
        BillText.Claim document = BillClaims.fromLabel(dcTitle)
                .orElse(BillClaims.fromLegisNum(form.textAt("legis-num")))
                .orElse(new BillText.Claim(null, BillClaims.congress(form.textAt("congress")), null,
                        BillClaims.versionCode(stage)));
        String date = null;
        for (Element action : form.children("action")) {
            String when = action.child("action-date").map(d -> LawDates.iso(d.attribute("date"))).orElse(null);
            date = when != null ? when : date;
        }
        if (date == null) {
            date = root.findAll("attestation", "attestation-group").stream()
                    .map(g -> g.child("attestation-date").map(d -> LawDates.iso(d.attribute("date"))).orElse(null))
                    .filter(d -> d != null).reduce((a, b) -> b).orElse(null);
        }
        if (date == null) {
            date = LawDates.iso(root.textAt("metadata", "dublinCore", "date"));
        }
        Element sponsor = form.descendants("sponsor").stream().findFirst().orElse(null);
        MarkedText text = DTD.render(List.of(root), List.of(), TEXT_ANCHOR);
        return new BillText(file.relativePath(), file.sha256(), "gpo-bill-dtd", document,
                BillClaims.fromFileName(file.path()), stage, date, null,
                blankToNull(form.textAt("official-title")), sponsor == null ? null : sponsor.attribute("name-id"),
                sponsor == null ? null : blankToNull(sponsor.collapsedText()), text);
    }

    /** The date of the last dated {@code <action>} in {@code block} (a preface, an attestation), or null. */
    private static String lastActionDate(Element block) {
        String date = null;
        for (Element action : block == null ? List.<Element>of() : block.children("action")) {
            Optional<Element> d = action.child("date");
            String when = d.map(e -> LawDates.iso(e.attribute("date"))).orElse(null);
            if (when == null) {
                when = d.map(e -> LawDates.english(e.collapsedText())).orElse(null);
            }
            date = when != null ? when : date;
        }
        return date;
    }

    private static String afterColon(String label) {
        if (label == null) {
            return null;
        }
        int colon = label.indexOf(':');
        return colon < 0 ? null : label.substring(colon + 1).strip();
    }

    private static String blankToNull(String text) {
        return text == null || LawText.collapse(text).isEmpty() ? null : LawText.collapse(text);
    }

}
