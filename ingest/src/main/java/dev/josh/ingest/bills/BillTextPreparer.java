package dev.josh.ingest.bills;

import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.core.RecordPreparer;
import dev.josh.ingest.core.RejectedRecordException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Settles which bill and version a text file holds. The document's own metadata decides; a
 * govinfo-style file name fills in what the document leaves out (enrolled GPO DTD files omit the
 * congress) and must not contradict it. A file that cannot be placed, or whose name contradicts
 * its content, is rejected with the evidence in the reason.
 */
final class BillTextPreparer implements RecordPreparer<BillText, BillTextPreparer.Prepared> {

    /** A version of a bill: the key of {@code bill_text_versions}. */
    record Identity(PublicId billId, BillType type, int congress, int number, String versionCode) {
        String key() {
            return key(billId.value(), versionCode);
        }

        static String key(String billId, String versionCode) {
            return billId + " " + versionCode;
        }
    }

    /** A text file placed: the version it is, its content. */
    record Prepared(Identity identity, BillText text) {
    }

    @Override
    public Prepared prepare(BillText text) throws RejectedRecordException {
        return new Prepared(resolve(text), text);
    }

    /** The version the file holds, when it can be settled. */
    static Optional<Identity> identify(BillText text) {
        try {
            return Optional.of(resolve(text));
        } catch (RejectedRecordException e) {
            return Optional.empty();
        }
    }

    static Identity resolve(BillText text) throws RejectedRecordException {
        BillText.Claim doc = text.document();
        BillText.Claim name = text.fileName();
        List<String> conflicts = new ArrayList<>();
        conflict(conflicts, "type", doc.type() == null ? null : BillType.parse(doc.type()).orElse(null),
                name.type() == null ? null : BillType.parse(name.type()).orElse(null));
        conflict(conflicts, "congress", doc.congress(), name.congress());
        conflict(conflicts, "number", doc.number(), name.number());
        conflict(conflicts, "version", doc.versionCode(), name.versionCode());
        if (!conflicts.isEmpty()) {
            throw new RejectedRecordException(null, "the document and its file name disagree on the "
                    + String.join(", ", conflicts) + "; not loaded");
        }
        BillText.Claim merged = doc.orElse(name);
        Optional<PublicId> id = BillIds.of(merged.type(), merged.congress(), merged.number());
        if (id.isEmpty()) {
            throw new RejectedRecordException(null, "cannot tell which measure this text is: the document says "
                    + describe(doc) + ", the file name " + describe(name));
        }
        if (merged.versionCode() == null) {
            throw new RejectedRecordException(id.get().value(), "cannot tell which version this text is: no version "
                    + "code in the document or its file name, and stage '" + text.stage() + "' has none");
        }
        return new Identity(id.get(), BillType.parse(merged.type()).orElseThrow(), merged.congress(), merged.number(),
                merged.versionCode());
    }

    private static void conflict(List<String> conflicts, String part, Object document, Object fileName) {
        if (document != null && fileName != null && !document.equals(fileName)) {
            conflicts.add(part + " (document: " + document + ", file name: " + fileName + ")");
        }
    }

    private static String describe(BillText.Claim claim) {
        return claim.equals(BillText.Claim.NONE) ? "nothing"
                : "type " + claim.type() + ", congress " + claim.congress() + ", number " + claim.number();
    }
}
