package dev.josh.ingest.congressionalrecord;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * An issue's MODS ({@code CREC-1997-01-28/mods.xml}): the issue and its granules in MODS order.
 *
 * @param issueId    {@code CREC-1997-01-28}
 * @param dateIssued {@code 1997-01-28}
 * @param granules   by granule ID, in MODS order
 * @param positions  {@code line:column} of each granule's entry in the MODS file, by granule ID
 */
public record IssueMods(String issueId, Integer volume, Integer issueNumber, Integer congress, Integer session,
                        String dateIssued, Map<String, GranuleMods> granules, Map<String, String> positions) {

    public IssueMods {
        granules = Collections.unmodifiableMap(new LinkedHashMap<>(granules));
        positions = Map.copyOf(positions);
    }

    /**
     * The bioguide ID of the one member of {@code chamber} ({@code H}, {@code S}) whom the issue's
     * MODS prints as {@code name} (compared without case), or null when none or several are.
     */
    public String bioguideFor(String name, String chamber) {
        Set<String> found = new LinkedHashSet<>();
        for (GranuleMods granule : granules.values()) {
            for (ModsSpeaker s : granule.speakers()) {
                if (s.bioguideId() != null && s.parsedName() != null && chamber.equals(s.chamber())
                        && s.parsedName().toLowerCase(Locale.ROOT).equals(name.toLowerCase(Locale.ROOT))) {
                    found.add(s.bioguideId());
                }
            }
        }
        return found.size() == 1 ? found.iterator().next() : null;
    }
}
