package dev.josh.ingest.lda;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The Senate's quarterly zips the corpus files came out of, by zip name: {@code 2007_4_10_2.xml}
 * is a member of {@code 2007_4.zip}, {@code 2020_4_10_1_LD203.xml} of {@code 2020_4_LD203.zip}
 * (MANIFEST.md names those zips). Shared by the two test layouts, the page and the zips.
 */
final class LdaQuarterZips {

    private static final Pattern MEMBER = Pattern.compile("(\\d{4})_([1-4])_.*?(_LD203)?\\.xml");

    /** One zip: its year, quarter, whether it holds LD-203 reports, and its member files. */
    record QuarterZip(String name, int year, int quarter, boolean contributions, List<Path> members) {

        Instant updated() throws IOException {
            Instant latest = Instant.EPOCH;
            for (Path member : members) {
                Instant modified = Files.getLastModifiedTime(member).toInstant();
                latest = modified.isAfter(latest) ? modified : latest;
            }
            return latest;
        }
    }

    private LdaQuarterZips() {
    }

    /** The zips, newest year first as the pages list them, then by quarter. */
    static List<QuarterZip> of(Path corpus) throws IOException {
        Map<String, QuarterZip> zips = new HashMap<>();
        for (Path file : LdaFiles.find(corpus)) {
            Matcher m = MEMBER.matcher(file.getFileName().toString());
            if (!m.matches()) {
                continue;
            }
            boolean contributions = m.group(3) != null;
            String name = m.group(1) + "_" + m.group(2) + (contributions ? "_LD203" : "") + ".zip";
            zips.computeIfAbsent(name, n -> new QuarterZip(n, Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)),
                    contributions, new ArrayList<>())).members().add(file);
        }
        return zips.values().stream()
                .sorted(Comparator.comparing(QuarterZip::year).reversed().thenComparing(QuarterZip::name)).toList();
    }
}
