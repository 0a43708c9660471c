package dev.josh.ingest.bills;

import dev.josh.ingest.core.ChunkableText;
import dev.josh.ingest.core.Chunker;
import dev.josh.ingest.core.Landmark;
import dev.josh.ingest.core.Sha256;
import dev.josh.ingest.lawtext.MarkdownBody;
import dev.josh.ingest.lawtext.MarkedText;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Puts a bill's body together: its overview, then, when the text of any version is loaded, the
 * latest version's text under {@code ## Text: <stage> (<code>)}, its sections as landmarks; and
 * chunks it (heading paths start with the bill's display title).
 */
final class BillBodies {

    /** The anchor of text before the first landmark: the overview. */
    static final String OVERVIEW_ANCHOR = "overview";

    private final Chunker chunker;

    BillBodies(Chunker chunker) {
        this.chunker = chunker;
    }

    BillRecord compose(BillHead head, List<TextVersion> versions, BillStatus status) {
        TextVersion latest = versions.stream().max(TextVersion.CHRONOLOGICAL).orElse(null);
        MarkedText body = head.overview();
        if (latest != null) {
            String label = "Text: " + latest.stageName() + " (" + latest.versionCode() + ")"
                    + (latest.date() == null ? "" : ", " + latest.date());
            MarkdownBody heading = new MarkdownBody();
            heading.heading(2, label, new Landmark(0, List.of(label), BillTextFormats.TEXT_ANCHOR));
            body = body.append(MarkedText.of(heading).append(latest.text(), List.of(label)), List.of());
        }
        String title = BillCitations.displayTitle(head);
        var chunks = chunker.chunk(new ChunkableText(head.id().value(), body.markdown(), List.of(title),
                OVERVIEW_ANCHOR, body.landmarks()));
        String sourceFile = head.statusFile() != null ? head.statusFile() : latest.sourceFile();
        return new BillRecord(head, latest == null ? null : latest.versionCode(), sourceFile, body, List.of(title),
                chunks, rawSha256(head, versions), status);
    }

    private static String rawSha256(BillHead head, List<TextVersion> versions) {
        String texts = versions.stream().sorted(Comparator.comparing(TextVersion::versionCode))
                .map(v -> v.versionCode() + ":" + v.rawSha256()).collect(Collectors.joining(","));
        return Sha256.of((head.statusSha256() == null ? "-" : head.statusSha256()) + "|" + texts);
    }
}
