package dev.josh.server.support;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The sizes of the answers each tool gave, in characters, and the table of their median and 95th
 * percentile per tool that docs/mcp.md quotes.
 */
public final class AnswerSizes {

    /** What one answer cost: the text content an agent reads, and the structured content sent beside it. */
    public record Size(int text, int structured) {
        int total() {
            return text + structured;
        }
    }

    private final Map<String, List<Size>> byTool = new TreeMap<>();

    public void add(String tool, Size size) {
        byTool.computeIfAbsent(tool, t -> new ArrayList<>()).add(size);
    }

    /** A Markdown table: per tool, answers measured, median and p95 of the text and of text plus structured content. */
    public String table() {
        StringBuilder out = new StringBuilder("| tool | answers | text median | text p95 | sent median | sent p95 |\n"
                + "|---|---:|---:|---:|---:|---:|\n");
        List<Size> all = new ArrayList<>();
        byTool.forEach((tool, sizes) -> {
            all.addAll(sizes);
            out.append(row(tool, sizes));
        });
        return out.append(row("**all**", all)).toString();
    }

    private static String row(String name, List<Size> sizes) {
        List<Integer> text = sizes.stream().map(Size::text).sorted().toList();
        List<Integer> sent = sizes.stream().map(Size::total).sorted().toList();
        return "| %s | %d | %,d | %,d | %,d | %,d |%n".formatted(name, sizes.size(), percentile(text, 50),
                percentile(text, 95), percentile(sent, 50), percentile(sent, 95));
    }

    /** Nearest-rank percentile of sorted values. */
    static int percentile(List<Integer> sorted, int p) {
        int rank = (int) Math.ceil(p / 100.0 * sorted.size());
        return sorted.get(Math.max(0, rank - 1));
    }
}
