package dev.josh.ingest.federalregister;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A CFR unit a Federal Register document affects, from its {@code <CFR>} line
 * ({@code 50 CFR Parts 13 and 22} is two references).
 *
 * @param title     the CFR title, e.g. {@code 50}
 * @param part      the part, e.g. {@code 13}; null when the line names a chapter or a whole title
 * @param reference the line as printed, e.g. {@code 50 CFR Parts 13 and 22}
 */
public record CfrReference(String title, String part, String reference) {

    private static final Pattern LINE = Pattern.compile("(?i)^([0-9]{1,2})\\s+CFR\\b\\s*(.*)$");
    private static final Pattern PARTS = Pattern.compile("(?i)^Parts?\\b(.*)$");
    private static final Pattern PART_NUMBER = Pattern.compile("[0-9]+[A-Za-z]?(?:[-–][0-9]+[A-Za-z]?)?");

    /** The references one line names; none when it names no CFR title. */
    public static List<CfrReference> parse(String line) {
        Matcher m = LINE.matcher(line.strip());
        if (!m.matches()) {
            return List.of();
        }
        String title = m.group(1);
        Matcher parts = PARTS.matcher(m.group(2).strip());
        List<CfrReference> references = new ArrayList<>();
        if (parts.matches()) {
            Matcher number = PART_NUMBER.matcher(parts.group(1));
            while (number.find()) {
                references.add(new CfrReference(title, number.group().replace('–', '-'), line.strip()));
            }
        }
        if (references.isEmpty()) {
            references.add(new CfrReference(title, null, line.strip()));
        }
        return references;
    }
}
