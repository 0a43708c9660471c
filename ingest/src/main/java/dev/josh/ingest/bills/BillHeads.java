package dev.josh.ingest.bills;

import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.lawtext.LawDates;
import java.util.List;
import java.util.Objects;

/** Builds a bill's head from its BILLSTATUS file, or from its loaded text versions when it has none. */
final class BillHeads {

    private BillHeads() {
    }

    static BillHead fromStatus(PublicId id, BillType type, BillStatus s) {
        String official = BillOverview.officialTitle(s);
        String heading = firstNonNull(s.displayTitle(),
                s.titles().stream().filter(t -> "display".equals(BillStatusTables.kind(t.titleType())))
                        .map(BillStatus.Title::title).findFirst().orElse(null),
                official, BillCitations.label(type, s.number()));
        // Dated by the introduced date; BILLSTATUS always has one in this corpus, the update date is the fallback.
        String published = s.introducedDate() != null ? s.introducedDate() : LawDates.iso(s.updateDate());
        BillStatus.Sponsor sponsor = s.sponsor();
        BillStatus.LatestAction latest = s.latestAction();
        return new BillHead(id, type, s.congress(), s.number(), heading, official, s.originChamber(),
                s.introducedDate(), s.updateDate(), sponsor == null ? null : sponsor.bioguideId(),
                sponsor == null ? null : sponsor.fullName(), s.policyArea(), latest == null ? null : latest.date(),
                latest == null ? null : latest.text(), s.committeeReports(), BillHead.Basis.BILLSTATUS,
                s.schemaVersion(), s.sourceFile(), s.rawSha256(), published, published,
                BillOverview.fromStatus(s, type, s.number(), heading));
    }

    /**
     * A head from text alone: the latest version's official title; the sponsor the earliest
     * version names; the introduced date when an introduced version is loaded; dated by the
     * earliest version date; published at that date, else at the earliest GPO processing date
     * (see {@link BillCitations}).
     */
    static BillHead fromTexts(PublicId id, BillType type, int congress, int number, List<TextVersion> versions) {
        List<TextVersion> ordered = versions.stream().sorted(TextVersion.CHRONOLOGICAL).toList();
        String official = ordered.reversed().stream().map(TextVersion::officialTitle).filter(Objects::nonNull)
                .findFirst().orElse(null);
        String heading = official != null ? official : BillCitations.label(type, number);
        TextVersion sponsored = ordered.stream().filter(v -> v.sponsorId() != null || v.sponsorName() != null)
                .findFirst().orElse(null);
        String introduced = ordered.stream().filter(v -> List.of("IH", "IS").contains(v.versionCode()))
                .map(TextVersion::date).filter(Objects::nonNull).findFirst().orElse(null);
        String cited = ordered.stream().map(TextVersion::date).filter(Objects::nonNull).sorted().findFirst()
                .orElse(null);
        String published = cited != null ? cited : ordered.stream().map(TextVersion::processedDate)
                .filter(Objects::nonNull).sorted().findFirst().orElse(null);
        return new BillHead(id, type, congress, number, heading, official, type.chamber(), introduced, null,
                sponsored == null ? null : sponsored.sponsorId(), sponsored == null ? null : sponsored.sponsorName(),
                null, null, null, List.of(), BillHead.Basis.TEXT, null, null, null, cited, published,
                BillOverview.fromTexts(type, number, heading, versions));
    }

    @SafeVarargs
    private static <T> T firstNonNull(T... values) {
        for (T v : values) {
            if (v != null) {
                return v;
            }
        }
        return null;
    }
}
