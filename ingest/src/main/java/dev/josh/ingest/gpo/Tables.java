package dev.josh.ingest.gpo;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/** Tables flattened to text: one line per row, cells joined with {@code " | "}. */
public final class Tables {

    private Tables() {
    }

    /**
     * The table as lines (captions and notes on lines of their own), or its text when no rows are found.
     *
     * @param rows  names of row elements ({@code ROW}, {@code BOXHD}, {@code tr}, …)
     * @param cells names of cell elements ({@code ENT}, {@code CHED}, {@code td}, …)
     */
    public static String flatten(XmlNode.Element table, Set<String> rows, Set<String> cells) {
        List<String> lines = new ArrayList<>();
        collect(table, rows, cells, lines);
        return lines.isEmpty() ? table.collapsedText() : String.join("\n", lines);
    }

    private static boolean holdsAny(XmlNode.Element element, Set<String> rows, Set<String> cells) {
        boolean[] found = {false};
        element.visit(e -> found[0] |= rows.contains(e.name()) || cells.contains(e.name()));
        return found[0];
    }

    private static void collect(XmlNode.Element element, Set<String> rows, Set<String> cells, List<String> lines) {
        for (XmlNode.Element child : element.elements()) {
            if (rows.contains(child.name())) {
                List<String> values = new ArrayList<>();
                for (XmlNode.Element cell : child.elements()) {
                    if (cells.contains(cell.name())) {
                        String text = cell.collapsedText();
                        if (!text.isEmpty()) {
                            values.add(text);
                        }
                    }
                }
                if (!values.isEmpty()) {
                    lines.add(String.join(" | ", values));
                }
            } else if (cells.contains(child.name())) {
                String text = child.collapsedText();
                if (!text.isEmpty()) {
                    lines.add(text);
                }
            } else if (holdsAny(child, rows, cells)) {
                collect(child, rows, cells, lines);
            } else {
                // a caption or a table note: its own line
                String text = child.collapsedText();
                if (!text.isEmpty()) {
                    lines.add(text);
                }
            }
        }
    }
}
