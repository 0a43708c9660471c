package dev.josh.ingest.laws;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.InvalidIdException;
import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.bills.BillIds;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Public IDs of laws ({@code pl:115:9}, {@code pvtl:112:1}), compilations ({@code comp:1656}) and the bills they name. */
final class PublicLawIds {

    private static final Pattern BILL_PATH = Pattern.compile("/us/bill/([0-9]{1,3})/([a-z]+)/([0-9]{1,5})");

    private PublicLawIds() {
    }

    static Optional<PublicId> of(LawDocument document) {
        return switch (document.kind()) {
            case PUBLIC_LAW -> BillIds.law("Public Law", document.lawNumber());
            case PRIVATE_LAW -> BillIds.law("Private Law", document.lawNumber());
            case STATUTE_COMPILATION -> {
                try {
                    yield document.fileId() == null ? Optional.empty()
                            : Optional.of(PublicId.of(IdType.STATUTE_COMPILATION, document.fileId()));
                } catch (InvalidIdException e) {
                    yield Optional.empty();
                }
            }
        };
    }

    /** The bill a USLM reference names: {@code /us/bill/115/hr/609} is {@code hr:115:609}. */
    static Optional<PublicId> bill(String path) {
        Matcher m = path == null ? null : BILL_PATH.matcher(path);
        if (m == null || !m.matches()) {
            return Optional.empty();
        }
        return BillIds.of(m.group(2), Integer.valueOf(m.group(1)), Integer.valueOf(m.group(3)));
    }
}
