package dev.josh.ingest.federalregister;

import dev.josh.ingest.gpo.XmlNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The printed pages a document spans, from the page markers of its issue: {@code <PRTPAGE P="22174"/>}
 * in bulk XML, {@code <?page num="21708"?>} in USLM. A marker starts a new page where it stands.
 *
 * <p>A document begins on the page in effect where it starts (the last marker before it) unless
 * its own first marker comes before any of its text, as when it begins a page. Text in running
 * heads (a presidential document's {@code Title 3—} / {@code The President}, printed above its
 * first marker) does not count, and metadata is not read. It ends on the page of its last marker, else the
 * page it begins on. Checked against the issues' own contents pages (see
 * {@code FederalRegisterCorpusTest}): in the bulk XML issues every single-document entry agrees
 * except a proclamation's, which the contents list at its part's title page, a cover.
 */
final class PageMarkers {

    /** The page numbers a document spans; {@code start} is null when no marker precedes or opens it. */
    record Pages(Integer start, Integer end) {
    }

    static final PageMarkers FR_XML = new PageMarkers(node -> node instanceof XmlNode.Element e && e.is("PRTPAGE")
            ? page(e.attribute("P")) : null, Set.of("TITLE3", "PRES"), Set.of());
    /** USLM metadata repeats a marker of the text (2018-09938's {@code <property role="ACTION">}); it is not read. */
    static final PageMarkers USLM = new PageMarkers(PageMarkers::uslmPage, Set.of(), Set.of("meta"));

    private static final Pattern NUMBER = Pattern.compile("[0-9]+");
    private static final Pattern NUM = Pattern.compile("num\\s*=\\s*\"([^\"]*)\"");

    private final Function<XmlNode, Integer> marker;
    private final Set<String> notText;
    private final Set<String> notRead;

    /**
     * @param notText elements whose text does not count as the document's (running heads)
     * @param notRead elements not scanned at all (metadata)
     */
    private PageMarkers(Function<XmlNode, Integer> marker, Set<String> notText, Set<String> notRead) {
        this.marker = marker;
        this.notText = notText;
        this.notRead = notRead;
    }

    /** The page a node marks, or null when it is no page marker (or one without a number). */
    Integer marker(XmlNode node) {
        return marker.apply(node);
    }

    Pages of(XmlNode.Element document, Integer pageBefore) {
        List<Integer> markers = new ArrayList<>();
        int[] textBeforeFirst = {0};
        scan(document, false, markers, textBeforeFirst);
        Integer start = !markers.isEmpty() && textBeforeFirst[0] == 0 ? markers.getFirst() : pageBefore;
        Integer end = markers.isEmpty() ? start : markers.getLast();
        return new Pages(start, start != null && (end == null || end < start) ? start : end);
    }

    private void scan(XmlNode.Element element, boolean ignored, List<Integer> markers, int[] textBeforeFirst) {
        boolean ignoring = ignored || notText.contains(element.name());
        for (XmlNode node : element.children()) {
            Integer page = marker.apply(node);
            if (page != null) {
                markers.add(page);
            } else if (node instanceof XmlNode.Element e && !notRead.contains(e.name())) {
                scan(e, ignoring, markers, textBeforeFirst);
            } else if (node instanceof XmlNode.Text t && markers.isEmpty() && !ignoring) {
                textBeforeFirst[0] += t.text().strip().length();
            }
        }
    }

    /** A printed page number; roman-numbered front matter pages and empty markers are none. */
    static Integer page(String number) {
        return number != null && NUMBER.matcher(number.strip()).matches() ? Integer.valueOf(number.strip()) : null;
    }

    private static Integer uslmPage(XmlNode node) {
        if (node instanceof XmlNode.Instruction i && i.target().equals("page")) {
            Matcher m = NUM.matcher(i.data());
            return m.find() ? page(m.group(1)) : null;
        }
        return null;
    }
}
