package dev.josh.ingest;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** A plain-text table for the terminal: columns padded, numbers right-aligned. */
public final class TextTable {

    private final List<String> headers;
    private final List<List<String>> rows = new ArrayList<>();

    public TextTable(String... headers) {
        this.headers = List.of(headers);
    }

    public TextTable row(Object... cells) {
        List<String> row = new ArrayList<>();
        for (Object cell : cells) {
            row.add(cell == null ? "-" : String.valueOf(cell));
        }
        rows.add(row);
        return this;
    }

    public void print(PrintWriter out) {
        int[] widths = new int[headers.size()];
        boolean[] numeric = new boolean[headers.size()];
        Arrays.fill(numeric, true);
        for (int i = 0; i < headers.size(); i++) {
            widths[i] = headers.get(i).length();
        }
        for (List<String> row : rows) {
            for (int i = 0; i < row.size(); i++) {
                widths[i] = Math.max(widths[i], row.get(i).length());
                numeric[i] &= row.get(i).matches("-|-?[0-9][0-9,.]*");
            }
        }
        print(out, headers, widths, numeric);
        for (List<String> row : rows) {
            print(out, row, widths, numeric);
        }
        out.flush();
    }

    private static void print(PrintWriter out, List<String> cells, int[] widths, boolean[] numeric) {
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < cells.size(); i++) {
            String cell = cells.get(i);
            String pad = " ".repeat(widths[i] - cell.length());
            line.append(i == 0 ? "" : "  ").append(numeric[i] ? pad + cell : cell + pad);
        }
        out.println(line.toString().stripTrailing());
    }
}
