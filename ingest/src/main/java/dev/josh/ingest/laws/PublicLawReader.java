package dev.josh.ingest.laws;

import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.core.ListCursor;
import dev.josh.ingest.core.MalformedSourceException;
import dev.josh.ingest.core.SourceFile;
import dev.josh.ingest.core.SourceFileReader;
import dev.josh.ingest.lawtext.LawDates;
import dev.josh.ingest.lawtext.LawText;
import dev.josh.ingest.lawtext.LegislativeMarkdown;
import dev.josh.ingest.lawtext.MarkdownBody;
import dev.josh.ingest.lawtext.MarkedText;
import dev.josh.ingest.lawtext.XmlDocuments;
import dev.josh.ingest.lawtext.XmlNode.Element;
import dev.josh.ingest.core.Landmark;
import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a USLM public or private law ({@code <pLaw>}) or statute compilation
 * ({@code <statuteCompilation>}), namespace {@code http://schemas.gpo.gov/xml/uslm}: one record per file.
 */
public final class PublicLawReader implements SourceFileReader<LawDocument> {

    static final String USLM_NAMESPACE = "http://schemas.gpo.gov/xml/uslm";
    /** The anchor of a law's text before its first section. */
    static final String TEXT_ANCHOR = "text";

    private static final LegislativeMarkdown TEXT = new LegislativeMarkdown(LegislativeMarkdown.USLM, 2);
    private static final Pattern LAW_NUMBER = Pattern.compile("(?:Public|Private) Law\\s+([0-9]{1,3}\\s*[–-]\\s*[0-9]{1,4})");
    private static final Pattern THROUGH = Pattern.compile("([0-9]{1,3}\\s*[–-]\\s*[0-9]{1,4})");
    private static final Pattern STATUTES = Pattern.compile("([0-9]{1,3} Stat\\. [0-9]{1,5})");
    private static final Pattern COMPS_NAME = Pattern.compile("COMPS-([0-9]+)\\.xml", Pattern.CASE_INSENSITIVE);

    @Override
    public Cursor<LawDocument> open(SourceFile file) throws IOException, MalformedSourceException {
        Element root = XmlDocuments.read(file);
        if (!root.namespace().equals(USLM_NAMESPACE)
                || !(root.name().equals("pLaw") || root.name().equals("statuteCompilation"))) {
            throw new MalformedSourceException("not a USLM public law or statute compilation: the root element is <"
                    + root.name() + ">" + (root.namespace().isEmpty() ? "" : " in namespace " + root.namespace()),
                    root.position());
        }
        LawDocument document = root.name().equals("pLaw") ? law(file, root) : compilation(file, root);
        return new ListCursor<>(List.of(new ListCursor.Positioned<>(document, root.position())));
    }

    @Override
    public String keyOf(LawDocument document) {
        return PublicLawIds.of(document).map(PublicId::value).orElse(null);
    }

    /**
     * A law: number and kind from {@code <meta>} ({@code citableAs Public Law 115–9}, {@code dc:type}),
     * the approval date from the closing {@code Approved March 13, 2017.} (else the margin note), the
     * enacted measure from the margin note's reference ({@code /us/bill/115/hr/609}).
     */
    private static LawDocument law(SourceFile file, Element root) {
        Element meta = root.child("meta").orElse(root);
        Element main = root.child("main").orElse(root);
        boolean isPrivate = "Private Law".equals(meta.textAt("type")) || "private".equals(meta.textAt("publicPrivate"));
        String number = meta.children("citableAs").stream().map(c -> match(LAW_NUMBER, c.collapsedText()))
                .filter(n -> n != null).findFirst()
                .orElseGet(() -> root.textAt("preface", "docNumber"));
        Optional<Element> sidenote = main.find("longTitle", "sidenote");
        String approved = main.children("action").stream().map(a -> LawDates.english(a.collapsedText()))
                .filter(d -> d != null).reduce((a, b) -> b)
                .orElseGet(() -> sidenote.map(s -> LawDates.english(s.collapsedText())).orElse(null));
        String bill = sidenote.flatMap(s -> firstRef(s, "/us/bill/")).orElse(null);
        MarkedText body = TEXT.render(List.of(main), List.of(), TEXT_ANCHOR);
        Optional<Element> history = root.child("legislativeHistory");
        if (history.isPresent()) {
            MarkdownBody heading = new MarkdownBody();
            heading.heading(2, "Legislative history", new Landmark(0, List.of("Legislative history"), "history"));
            body = body.append(MarkedText.of(heading).append(
                    TEXT.render(List.of(history.get()), List.of(), "history"), List.of("Legislative history")), List.of());
        }
        return new LawDocument(file.relativePath(), file.sha256(),
                isPrivate ? LawDocument.Kind.PRIVATE_LAW : LawDocument.Kind.PUBLIC_LAW,
                LawText.integer(meta.textAt("congress")), number == null ? null : LawText.collapse(number), null,
                meta.textAt("title"), main.textAt("longTitle", "officialTitle"), shortTitle(main),
                statutes(meta), approved, bill, null, null, false, body);
    }

    /**
     * A compilation: the compiled law from {@code <meta>}, its short title (the first
     * {@code containsShortTitle} not set in capitals, else {@code dc:title}), and the edition from
     * the preface's {@code [As Amended Through P.L. 116–326, Enacted January 13, 2021]} note,
     * which is what the printed compilation states.
     */
    private static LawDocument compilation(SourceFile file, Element root) {
        Element meta = root.child("meta").orElse(root);
        Element main = root.child("main").orElse(root);
        String fileId = meta.children("property").stream().filter(p -> "fileId".equals(p.attribute("role")))
                .map(Element::collapsedText).findFirst()
                .orElseGet(() -> match(COMPS_NAME, file.path().getFileName().toString()));
        String number = meta.children("citableAs").stream().map(c -> match(LAW_NUMBER, c.collapsedText()))
                .filter(n -> n != null).findFirst().orElse(null);
        String shortTitle = meta.children("containsShortTitle").stream().map(Element::collapsedText)
                .filter(t -> !t.equals(t.toUpperCase(java.util.Locale.ROOT))).findFirst()
                .orElseGet(() -> meta.textAt("title"));
        Optional<Element> edition = root.find("preface", "editionNote");
        String through = edition.flatMap(e -> e.child("currentThroughPublicLaw"))
                .map(t -> match(THROUGH, t.collapsedText()))
                .orElseGet(() -> match(THROUGH, meta.textAt("currentThroughPublicLaw")));
        String throughDate = edition.flatMap(e -> e.child("date")).map(d -> LawDates.iso(d.attribute("date")))
                .orElse(null);
        boolean notAmended = edition.map(e -> e.collapsedText().contains("has not been amended")).orElse(false);
        return new LawDocument(file.relativePath(), file.sha256(), LawDocument.Kind.STATUTE_COMPILATION,
                LawText.integer(meta.textAt("congress")), number == null ? null : LawText.collapse(number), fileId,
                meta.textAt("title"), main.textAt("longTitle", "officialTitle"), shortTitle, statutes(meta),
                LawDates.iso(meta.textAt("approvedDate")), null, notAmended ? null : through,
                notAmended ? null : throughDate, notAmended, TEXT.render(List.of(main), List.of(), TEXT_ANCHOR));
    }

    private static String statutes(Element meta) {
        return meta.children("citableAs").stream().map(c -> match(STATUTES, c.collapsedText()))
                .filter(s -> s != null).findFirst().orElse(null);
    }

    /** The first {@code <shortTitle>} of the text ({@code This Act may be cited as the “…”}), without its quotation marks. */
    private static String shortTitle(Element main) {
        return main.descendants("shortTitle").stream().findFirst()
                .map(t -> t.collapsedText().replaceAll("^[“”\"]+|[“”\"]+$", "")).orElse(null);
    }

    /** The first reference below {@code element} whose target starts with {@code prefix}. */
    private static Optional<String> firstRef(Element element, String prefix) {
        return element.descendants("ref").stream().map(r -> r.attribute("href"))
                .filter(href -> href != null && href.startsWith(prefix)).findFirst();
    }

    private static String match(Pattern pattern, String text) {
        if (text == null) {
            return null;
        }
        Matcher m = pattern.matcher(text);
        return m.find() ? m.group(1) : null;
    }

}
