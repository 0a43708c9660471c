package dev.josh.ingest.legislators;

import java.util.Map;

/**
 * One row of {@code legislators-historical.csv}.
 *
 * @param values    field by column name; an empty field is empty text
 * @param rawSha256 SHA-256 of the row's exact text
 * @param fileDate  the file's modification date (YYYY-MM-DD), as for the YAML files
 */
public record CsvEntry(Map<String, String> values, String rawSha256, String fileDate) {

    /** The field stripped, or null when empty or absent. */
    public String text(String column) {
        String value = values.get(column);
        return value == null || value.isBlank() ? null : value.strip();
    }

    /** The field as a whole number, or null. */
    public Integer integer(String column) {
        String value = text(column);
        return value != null && value.matches("-?[0-9]{1,9}") ? Integer.valueOf(value) : null;
    }
}
