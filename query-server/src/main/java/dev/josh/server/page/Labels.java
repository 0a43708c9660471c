package dev.josh.server.page;

import java.util.Locale;
import java.util.Map;

/** A field's JSON name ({@code release_point}) as a person reads it ("Release point"). */
final class Labels {

    /** Names whose words alone would say less than the label. */
    private static final Map<String, String> SAID = Map.ofEntries(
            Map.entry("id", "Record"),
            Map.entry("url", "Address"),
            Map.entry("cfr_title", "CFR title"),
            Map.entry("body_markdown", "Text"),
            Map.entry("heading_path", "Where"),
            Map.entry("other_ids", "Other identifiers"),
            Map.entry("is_current", "Serving now"),
            Map.entry("citation_string", "Citation"),
            Map.entry("start_date", "From"),
            Map.entry("end_date", "To"),
            Map.entry("text_loaded", "Text here"),
            Map.entry("chars", "Characters"),
            Map.entry("version_code", "Version"),
            Map.entry("committee_id", "Committee code"),
            Map.entry("committee_name", "Committee"),
            Map.entry("system_code", "Committee code"),
            Map.entry("links_out", "What it links to"),
            Map.entry("links_in", "What links to it"),
            Map.entry("records", "How many"),
            Map.entry("cbo_estimates", "CBO cost estimates"),
            Map.entry("crs_reports", "CRS reports"),
            Map.entry("us_code_amended", "U.S. Code amended"),
            Map.entry("gao_reports", "GAO reports"),
            Map.entry("lda_filings", "Lobbying filings"));

    /** Codes a column holds that read better as words: a term's kind. */
    private static final Map<String, Map<String, String>> VALUES = Map.of(
            "type", Map.of("rep", "Representative", "sen", "Senator"));

    private Labels() {
    }

    /** A table cell's value in words where its column holds a code. */
    static String value(String column, String value) {
        return VALUES.getOrDefault(column, Map.of()).getOrDefault(value, value);
    }

    static String of(String name) {
        String said = SAID.get(name);
        if (said != null) {
            return said;
        }
        String words = name.replace('_', ' ').strip();
        return words.isEmpty() ? name : words.substring(0, 1).toUpperCase(Locale.ROOT) + words.substring(1);
    }
}
