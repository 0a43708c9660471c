package dev.josh.ingest.dockets;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.InvalidIdException;
import dev.josh.contracts.id.PublicId;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The Regulations.gov docket IDs in the docket lines a Federal Register document prints:
 * {@code Docket No. FDA-2014-D-0044}, {@code [Docket ID EPA-HQ-OAR-2015-0111; FRL-9944-51-OAR]},
 * {@code Public Notice: EIB-2024-0002}, a document's ID {@code EPA-HQ-OAR-2023-0314-0001} (its docket).
 * A Regulations.gov ID is an agency acronym, optional segments, a year, an optional segment and a
 * sequence number ({@code AGENCY[-SEG…]-YYYY-[SEG-]NNNN}); what else agencies
 * print on that line (FCC "WC Docket No. 17-84", SEC release numbers, OMB control numbers, an FAA
 * "Project Identifier MCAI-2023-00996-T") names no docket there and is left out.
 */
final class DocketIds {

    /** The docket ID, and a document's four-digit number after it where the line gives a document ID. */
    private static final Pattern ID = Pattern.compile("(?<![A-Za-z0-9-])([A-Z][A-Za-z0-9]{1,9}(?:-[A-Z0-9]{1,12})*?"
            + "-(?:19|20)[0-9]{2}-(?:[A-Z]{1,5}-)?[0-9]{4,5})(?:-[0-9]{4})?(?![A-Za-z0-9-])");

    private DocketIds() {
    }

    /** Each docket's public ID with the line that names it first, in the order printed. */
    static Map<PublicId, String> in(List<String> docketLines) {
        Map<PublicId, String> ids = new LinkedHashMap<>();
        for (String line : docketLines) {
            // NHTSA—2016-0042: a dash is a hyphen; DoD-2009-OS-0160: Regulations.gov writes IDs in capitals
            Matcher m = ID.matcher(line.replace('—', '-').replace('–', '-'));
            while (m.find()) {
                try {
                    ids.putIfAbsent(PublicId.of(IdType.DOCKET, m.group(1).toUpperCase(Locale.ROOT)), line);
                } catch (InvalidIdException e) {
                    // shaped like an ID but outside the grammar: not a docket
                }
            }
        }
        return ids;
    }
}
