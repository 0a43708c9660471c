package dev.josh.ingest.federalregister;

import dev.josh.ingest.gpo.Whitespace;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Identifiers in a document's preamble lines, as both formats print them. GPO's USLM converter
 * writes every hyphen as an en dash ({@code RIN 0960–AI16}); identifiers are stored with the
 * hyphens they are printed with in the bulk XML and on federalregister.gov.
 */
final class PreambleLines {

    private static final Pattern RIN = Pattern.compile("\\b[0-9]{4}-[A-Z0-9]{4,5}\\b");

    private PreambleLines() {
    }

    /** {@code RIN 3064-AE12} as {@code 3064-AE12}; a line may hold several. */
    static List<String> rins(String line) {
        return RIN.matcher(line.replace('–', '-')).results().map(r -> r.group()).toList();
    }

    /** {@code [Docket No. FAA-2024-0224; Amendment 39-22673]} as its items, brackets dropped. */
    static List<String> docketIds(String line) {
        String inner = line.strip().replace('–', '-');
        if (inner.startsWith("[") && inner.endsWith("]")) {
            inner = inner.substring(1, inner.length() - 1);
        }
        List<String> ids = new ArrayList<>();
        for (String item : inner.split(";")) {
            String id = Whitespace.collapse(item);
            if (!id.isEmpty()) {
                ids.add(id);
            }
        }
        return ids;
    }
}
