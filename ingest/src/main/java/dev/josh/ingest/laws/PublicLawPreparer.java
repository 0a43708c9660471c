package dev.josh.ingest.laws;

import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.bills.BillCitations;
import dev.josh.ingest.bills.BillType;
import dev.josh.ingest.core.ChunkableText;
import dev.josh.ingest.core.Chunker;
import dev.josh.ingest.core.ChunkingPreparer;
import dev.josh.ingest.core.RejectedRecordException;
import dev.josh.ingest.lawtext.MarkdownBody;
import dev.josh.ingest.lawtext.MarkedText;
import java.util.ArrayList;
import java.util.List;

/**
 * Gives a law or compilation its ID and display title, links the law to the measure it names,
 * puts its body together (a short header of what the document states, then its text) and chunks it.
 */
public final class PublicLawPreparer extends ChunkingPreparer<LawDocument, PublicLawRecord> {

    public PublicLawPreparer(Chunker chunker) {
        super(chunker);
    }

    @Override
    public PublicLawRecord prepare(LawDocument d) throws RejectedRecordException {
        PublicId id = PublicLawIds.of(d).orElseThrow(() -> new RejectedRecordException(null,
                d.kind() == LawDocument.Kind.STATUTE_COMPILATION
                        ? "the compilation has no GPO file id (<property role=\"fileId\">, COMPS-n.xml), so no ID"
                        : "the law states no law number that fits pl:{congress}:{number} (citableAs '"
                        + d.lawNumber() + "'), so no ID"));
        String heading = heading(d);
        String title = d.kind() == LawDocument.Kind.STATUTE_COMPILATION
                ? PublicLawCitations.compilation(heading, d)
                : PublicLawCitations.label(d) + " — " + heading;
        PublicId bill = PublicLawIds.bill(d.billPath()).orElse(null);
        MarkedText body = header(d, title, heading, bill).append(d.body(), List.of());
        var chunks = chunker.chunk(new ChunkableText(id.value(), body.markdown(), List.of(title),
                PublicLawReader.TEXT_ANCHOR, body.landmarks()));
        return new PublicLawRecord(id, d, heading, title, bill, body, List.of(title), chunks);
    }

    /** The short title, else the official title, else what {@code dc:title} says after its colon. */
    static String heading(LawDocument d) {
        if (d.shortTitle() != null) {
            return d.shortTitle();
        }
        if (d.officialTitle() != null) {
            return d.officialTitle();
        }
        String dc = d.dcTitle();
        return dc == null || dc.indexOf(':') < 0 ? dc : dc.substring(dc.indexOf(':') + 1).strip();
    }

    private static MarkedText header(LawDocument d, String title, String heading, PublicId bill) {
        MarkdownBody out = new MarkdownBody();
        out.heading(1, title, null);
        if (d.officialTitle() != null && !d.officialTitle().equals(heading)) {
            out.paragraph("**Official title:** " + d.officialTitle());
        }
        List<String> facts = new ArrayList<>();
        if (d.kind() == LawDocument.Kind.STATUTE_COMPILATION) {
            if (d.lawNumber() != null) {
                facts.add("**Compiles:** Pub. L. " + PublicLawCitations.number(d.lawNumber())
                        + (d.approvedDate() == null ? "" : ", approved " + d.approvedDate()));
            }
            if (d.amendedThrough() != null) {
                facts.add("**As amended through:** P.L. " + PublicLawCitations.number(d.amendedThrough())
                        + (d.amendedThroughDate() == null ? "" : ", enacted " + d.amendedThroughDate()));
            } else if (d.notAmended()) {
                facts.add("**Not amended** since enactment");
            }
        } else if (d.approvedDate() != null) {
            facts.add("**Approved:** " + d.approvedDate());
        }
        if (d.statutesAtLarge() != null) {
            facts.add("**Statutes at Large:** " + d.statutesAtLarge());
        }
        if (bill != null) {
            BillType type = BillType.parse(bill.part("billType")).orElseThrow();
            facts.add("**Enacted measure:** " + BillCitations.label(type, Integer.parseInt(bill.part("number")))
                    + " (" + bill.value() + ")");
        }
        if (!facts.isEmpty()) {
            out.paragraph(String.join(" · ", facts));
        }
        return MarkedText.of(out);
    }
}
