package dev.josh.bench.report;

import java.util.ArrayList;
import java.util.List;

/** A Markdown table, so printed results paste into docs/benchmarks.md as they are. */
public final class Table {

    private final List<String> header;
    private final List<Boolean> numeric;
    private final List<List<String>> rows = new ArrayList<>();

    /** Columns whose name starts with {@code >} are right-aligned (numbers); the marker is not printed. */
    public Table(String... columns) {
        header = new ArrayList<>();
        numeric = new ArrayList<>();
        for (String c : columns) {
            numeric.add(c.startsWith(">"));
            header.add(c.startsWith(">") ? c.substring(1) : c);
        }
    }

    public Table row(Object... cells) {
        if (cells.length != header.size()) {
            throw new IllegalArgumentException("expected " + header.size() + " cells, got " + cells.length);
        }
        List<String> r = new ArrayList<>();
        for (Object c : cells) {
            r.add(String.valueOf(c));
        }
        rows.add(r);
        return this;
    }

    @Override
    public String toString() {
        int[] width = new int[header.size()];
        for (int i = 0; i < width.length; i++) {
            width[i] = Math.max(3, header.get(i).length());
            for (List<String> r : rows) {
                width[i] = Math.max(width[i], r.get(i).length());
            }
        }
        StringBuilder out = new StringBuilder();
        line(out, header, width);
        StringBuilder rule = new StringBuilder("|");
        for (int i = 0; i < width.length; i++) {
            rule.append(numeric.get(i) ? "-".repeat(width[i] + 1) + ":|" : "-".repeat(width[i] + 2) + "|");
        }
        out.append(rule).append('\n');
        for (List<String> r : rows) {
            line(out, r, width);
        }
        return out.toString();
    }

    private void line(StringBuilder out, List<String> cells, int[] width) {
        out.append('|');
        for (int i = 0; i < width.length; i++) {
            String c = cells.get(i);
            String pad = " ".repeat(width[i] - c.length());
            out.append(' ').append(numeric.get(i) ? pad + c : c + pad).append(" |");
        }
        out.append('\n');
    }

    /** Milliseconds from microseconds, one decimal below 10 ms. */
    public static String millis(long micros) {
        double ms = micros / 1000.0;
        return ms < 10 ? String.format("%.1f", ms) : String.format("%.0f", ms);
    }

    public static String gigabytes(long bytes) {
        return String.format("%.2f GB", bytes / 1e9);
    }
}
