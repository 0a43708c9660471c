package dev.josh.ingest.bills;

import dev.josh.ingest.core.Landmark;
import dev.josh.ingest.core.MalformedSourceException;
import dev.josh.ingest.core.SourceFile;
import dev.josh.ingest.lawtext.LawDates;
import dev.josh.ingest.lawtext.LawText;
import dev.josh.ingest.lawtext.MarkdownBody;
import dev.josh.ingest.lawtext.MarkedText;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;

/**
 * govinfo's HTML renditions of bills ({@code BILLS-119hr9025ih.html}), read with jsoup. The
 * rendition carries no metadata block: the bill is what the govinfo file name says, checked
 * against the printed number ({@code H. R. 9025}) and the page title
 * ({@code H. R. 9025 (Introduced-in-House)}).
 *
 * <ul>
 *   <li>XHTML: the header (congress, number, date, sponsor line) runs up to the legislative type
 *       ({@code A BILL}); the next paragraph is the official title; the text follows up to the
 *       next rule ({@code <hr>}). Each innermost block is a paragraph; a block that opens with a
 *       section number ({@code lbexSectionlevel…} class, not inside quotation marks) is a section
 *       heading with a landmark. The version's date is the header's date line, else the date of
 *       the attestation ({@code Passed the House of Representatives June 8, 2026.}), which is
 *       left out of the text as the XML formats' attestations are.</li>
 *   <li>A file with no HTML markup at all is govinfo's plain-text rendition: blocks are separated
 *       by blank lines and the text runs from the legislative type to the next line of dashes;
 *       {@code TITLE II} blocks are headings and {@code Sec. 201.} paragraphs carry landmarks.</li>
 * </ul>
 */
final class XhtmlBillText {

    private static final Set<String> BLOCKS = Set.of("p", "div", "li", "td", "h1", "h2", "h3", "h4", "h5", "h6");
    private static final Pattern LEGIS_TYPE = Pattern.compile(
            "[*/ ]*(A BILL|AN ACT|RESOLUTION|JOINT RESOLUTION|CONCURRENT RESOLUTION|AMENDMENTS?)[*/ ]*");
    private static final Pattern SECTION = Pattern.compile("^(SECTION|SEC\\.|Sec\\.)\\s*([0-9]+[A-Za-z]*)\\.");
    private static final Pattern LEVEL = Pattern.compile("^(DIVISION|TITLE|SUBTITLE|Subtitle|PART|CHAPTER)\\s+([0-9A-Z]+)\\s*\\n(.+)",
            Pattern.DOTALL);
    private static final Pattern RULE = Pattern.compile("(?m)^-{20,}\\s*$");
    private static final Pattern PAGE_TITLE = Pattern.compile("(.+?)\\s*\\(([A-Za-z-]+)\\)\\s*");
    private static final Pattern DATE_LINE = Pattern.compile("[A-Z][a-z]+\\.?\\s+[0-9]{1,2},\\s*[0-9]{4}\\.?");
    private static final Pattern ATTESTATION = Pattern.compile("Passed the (House of Representatives|Senate) .*[0-9]{4}\\.?");
    private static final Pattern LEGIS_NUM_LINE = Pattern.compile("(?m)^\\s*((?:H|S)\\.[A-Za-z. ]*?[0-9]{1,5})\\s*$");

    private XhtmlBillText() {
    }

    static BillText read(SourceFile file) throws IOException, MalformedSourceException {
        String content;
        try {
            content = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(Files.readAllBytes(file.path()))).toString();
        } catch (CharacterCodingException e) {
            throw new MalformedSourceException("not UTF-8 text: " + e.getMessage(), null, e);
        }
        if (content.isBlank()) {
            throw new MalformedSourceException("empty file: it holds no bill text", "1:1");
        }
        return content.toLowerCase(Locale.ROOT).contains("<html") ? xhtml(file, content) : plainText(file, content);
    }

    private static BillText xhtml(SourceFile file, String content) throws MalformedSourceException {
        Document html = Jsoup.parse(content);
        BillText.Claim document = BillText.Claim.NONE;
        String stage = null;
        Matcher title = PAGE_TITLE.matcher(html.title());
        if (title.matches()) {
            document = BillClaims.fromLegisNum(title.group(1));
            stage = title.group(2).replace('-', ' ');
        }
        Element legisNum = html.selectFirst("span.lbexLegisNum");
        document = document.orElse(BillClaims.fromLegisNum(legisNum == null ? null : legisNum.text()));
        StringBuilder header = new StringBuilder();
        MarkdownBody out = new MarkdownBody();
        String officialTitle = null;
        boolean inBody = false;
        boolean titleRead = false;
        String passed = null;
        for (Element element : html.body().select("*")) {
            if (inBody && element.tagName().equals("hr")) {
                break;
            }
            if (!inBody && element.hasClass("lbexLegisType")) {
                inBody = true;
                continue;
            }
            if (!inBody) {
                // The header's lines sit in spans and cells: every piece of text is a line of its own.
                String own = LawText.collapse(element.ownText());
                if (!own.isEmpty()) {
                    header.append(own).append('\n');
                }
                continue;
            }
            if (!BLOCKS.contains(element.tagName()) || hasBlockDescendant(element)) {
                continue;
            }
            String text = LawText.collapse(element.text());
            if (text.isEmpty()) {
                continue;
            }
            if (!titleRead) {
                officialTitle = text;
                titleRead = true;
            } else if (ATTESTATION.matcher(text).matches()) {
                passed = LawDates.english(text); // an engrossed bill's attestation: the date it passed
            } else if (isSectionHeading(element, text)) {
                Matcher m = SECTION.matcher(text);
                String anchor = m.find() ? "sec-" + m.group(2).toLowerCase(Locale.ROOT) : BillTextFormats.TEXT_ANCHOR;
                out.heading(BillTextFormats.HEADING_BASE + 1, text, new Landmark(0, List.of(text), anchor));
            } else {
                out.paragraph(text);
            }
        }
        if (!inBody) {
            throw new MalformedSourceException("no legislative type (A BILL, AN ACT, RESOLUTION) in the page, so no "
                    + "bill text to read", null);
        }
        document = document.orElse(new BillText.Claim(null, BillClaims.congress(header.toString()), null,
                BillClaims.versionCode(stage)));
        String date = dateLine(header.toString());
        return new BillText(file.relativePath(), file.sha256(), "xhtml", document, BillClaims.fromFileName(file.path()),
                stage, date != null ? date : passed, null, officialTitle, null, null, MarkedText.of(out));
    }

    /**
     * The version's date: the header line that is a date and nothing else ({@code May 26, 2026}),
     * not a date inside the title ({@code fiscal year ending September 30, 2027}).
     */
    private static String dateLine(String header) {
        for (String line : header.split("\n")) {
            if (DATE_LINE.matcher(line.strip()).matches()) {
                return LawDates.english(line);
            }
        }
        return null;
    }

    /** A block that starts with a section number in a {@code lbexSectionlevel…} span, not a quoted one. */
    private static boolean isSectionHeading(Element block, String text) {
        for (Element span : block.select("span")) {
            if (span.className().startsWith("lbexSectionlevel")) {
                return SECTION.matcher(text).find();
            }
        }
        return false;
    }

    private static boolean hasBlockDescendant(Element element) {
        for (Element child : element.children()) {
            if (BLOCKS.contains(child.tagName()) || hasBlockDescendant(child)) {
                return true;
            }
        }
        return false;
    }

    private static BillText plainText(SourceFile file, String content) throws MalformedSourceException {
        String[] segments = RULE.split(content.replace("\r\n", "\n"));
        int bodyAt = -1;
        for (int i = 0; i < segments.length && bodyAt < 0; i++) {
            for (String block : segments[i].strip().split("\n\\s*\n")) {
                if (LEGIS_TYPE.matcher(block.strip()).matches()) {
                    bodyAt = i;
                    break;
                }
            }
        }
        if (bodyAt < 0) {
            throw new MalformedSourceException("no legislative type (A BILL, AN ACT, RESOLUTION) in the text, so no "
                    + "bill text to read", null);
        }
        String header = String.join("\n", List.of(segments).subList(0, bodyAt));
        List<String> blocks = new ArrayList<>();
        boolean afterType = false;
        for (String block : segments[bodyAt].strip().split("\n\\s*\n")) {
            if (afterType) {
                blocks.add(block.strip());
            } else if (LEGIS_TYPE.matcher(block.strip()).matches()) {
                afterType = true;
            }
        }
        String officialTitle = blocks.isEmpty() ? null : LawText.collapse(blocks.remove(0));
        MarkdownBody out = new MarkdownBody();
        for (String block : blocks) {
            Matcher level = LEVEL.matcher(block);
            Matcher section = SECTION.matcher(block);
            if (level.matches()) {
                String label = level.group(1) + " " + level.group(2) + "—" + LawText.collapse(level.group(3));
                out.heading(BillTextFormats.HEADING_BASE, label, new Landmark(0, List.of(label),
                        level.group(1).toLowerCase(Locale.ROOT) + "-" + level.group(2).toLowerCase(Locale.ROOT)));
            } else if (section.find()) {
                String text = LawText.collapse(block);
                out.heading(BillTextFormats.HEADING_BASE + 1, text.substring(0, section.end()),
                        new Landmark(0, List.of(text.substring(0, section.end())),
                                "sec-" + section.group(2).toLowerCase(Locale.ROOT)));
                out.paragraph(text.substring(section.end()).strip());
            } else {
                out.paragraph(LawText.collapse(block));
            }
        }
        Matcher legisNum = LEGIS_NUM_LINE.matcher(header);
        BillText.Claim document = BillClaims.fromLegisNum(legisNum.find() ? legisNum.group(1) : null)
                .orElse(new BillText.Claim(null, BillClaims.congress(header), null, null));
        return new BillText(file.relativePath(), file.sha256(), "text", document, BillClaims.fromFileName(file.path()),
                null, dateLine(header), null, officialTitle, null, null, MarkedText.of(out));
    }
}
