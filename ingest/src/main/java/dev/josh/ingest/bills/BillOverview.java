package dev.josh.ingest.bills;

import dev.josh.ingest.core.Landmark;
import dev.josh.ingest.lawtext.HtmlMarkdown;
import dev.josh.ingest.lawtext.MarkdownBody;
import dev.josh.ingest.lawtext.MarkedText;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The part of a bill's body that is not bill text, so that a bill without loaded text is still
 * found by what it is about: its titles, sponsor, policy area and subjects, the law it became,
 * its latest action and its latest CRS summary (from BILLSTATUS); or, for a bill known only from
 * its text, its title, sponsor and the versions loaded.
 */
final class BillOverview {

    private BillOverview() {
    }

    static MarkedText fromStatus(BillStatus status, BillType type, int number, String heading) {
        MarkdownBody out = new MarkdownBody();
        out.heading(1, BillCitations.label(type, number) + " — " + heading, null);
        String official = officialTitle(status);
        if (official != null) {
            out.paragraph("**Official title:** " + official);
        }
        List<String> facts = new ArrayList<>();
        if (status.sponsor() != null && status.sponsor().fullName() != null) {
            facts.add("**Sponsor:** " + status.sponsor().fullName());
        }
        if (status.introducedDate() != null) {
            facts.add("**Introduced:** " + status.introducedDate());
        }
        if (!status.cosponsors().isEmpty()) {
            long withdrawn = status.cosponsors().stream().filter(c -> c.withdrawnDate() != null).count();
            facts.add("**Cosponsors:** " + status.cosponsors().size() + (withdrawn == 0 ? "" : " (" + withdrawn + " withdrawn)"));
        }
        if (!facts.isEmpty()) {
            out.paragraph(String.join(" · ", facts));
        }
        if (status.policyArea() != null) {
            out.paragraph("**Policy area:** " + status.policyArea());
        }
        for (BillStatus.Law law : status.laws()) {
            out.paragraph("**Became law:** " + (law.type() == null ? "" : law.type() + " ") + law.number());
        }
        if (status.latestAction() != null) {
            BillStatus.LatestAction latest = status.latestAction();
            out.paragraph("**Latest action:** " + (latest.date() == null ? "" : latest.date() + " — ")
                    + (latest.text() == null ? "" : latest.text()));
        }
        Set<String> titles = new LinkedHashSet<>();
        List<String> lines = new ArrayList<>();
        for (BillStatus.Title t : status.titles()) {
            if (titles.add(t.title())) {
                lines.add("- " + (t.titleType() == null ? "" : t.titleType() + ": ") + t.title());
            }
        }
        if (!lines.isEmpty()) {
            out.heading(2, "Titles", new Landmark(0, List.of("Titles"), "titles"));
            out.paragraph(String.join("\n", lines));
        }
        if (!status.subjects().isEmpty()) {
            out.heading(2, "Subjects", new Landmark(0, List.of("Subjects"), "subjects"));
            out.paragraph(String.join("; ", status.subjects()));
        }
        latestSummary(status).ifPresent(summary -> {
            String label = "CRS summary" + summaryLabel(summary);
            out.heading(2, label, new Landmark(0, List.of(label), "summary"));
            out.paragraph(HtmlMarkdown.render(summary.html()));
        });
        return MarkedText.of(out);
    }

    static MarkedText fromTexts(BillType type, int number, String heading, List<TextVersion> versions) {
        MarkdownBody out = new MarkdownBody();
        out.heading(1, BillCitations.label(type, number) + " — " + heading, null);
        List<TextVersion> ordered = versions.stream().sorted(TextVersion.CHRONOLOGICAL).toList();
        TextVersion latest = ordered.getLast();
        if (latest.officialTitle() != null && !latest.officialTitle().equals(heading)) {
            out.paragraph("**Official title:** " + latest.officialTitle());
        }
        ordered.stream().filter(v -> v.sponsorName() != null).findFirst().ifPresent(v ->
                out.paragraph("**Sponsor:** " + v.sponsorName() + (v.sponsorId() == null ? "" : " (" + v.sponsorId() + ")")));
        List<String> loaded = new ArrayList<>();
        for (TextVersion v : ordered) {
            loaded.add(v.stageName() + " (" + v.versionCode() + ")" + (v.date() == null ? "" : ", " + v.date()));
        }
        out.paragraph("**Text versions:** " + String.join("; ", loaded));
        out.paragraph("The corpus holds no BILLSTATUS file for this measure; this record is built from its text.");
        return MarkedText.of(out);
    }

    /** The official title as enacted, agreed, amended or introduced, in that order of preference. */
    static String officialTitle(BillStatus status) {
        for (String wanted : List.of("Enacted", "Agreed to", "Amended by Senate", "Amended by House", "Introduced")) {
            for (BillStatus.Title t : status.titles()) {
                if (t.titleType() != null && t.titleType().startsWith("Official Title") && t.titleType().contains(wanted)) {
                    return t.title();
                }
            }
        }
        return status.titles().stream().filter(t -> t.titleType() != null && t.titleType().startsWith("Official Title"))
                .map(BillStatus.Title::title).findFirst().orElse(null);
    }

    /** The summary of the latest action; among those of one date, the latest updated. */
    static java.util.Optional<BillStatus.Summary> latestSummary(BillStatus status) {
        return status.summaries().stream().max(Comparator
                .comparing(BillStatus.Summary::actionDate, Comparator.nullsFirst(Comparator.naturalOrder()))
                .thenComparing(BillStatus.Summary::updateDate, Comparator.nullsFirst(Comparator.naturalOrder())));
    }

    private static String summaryLabel(BillStatus.Summary summary) {
        List<String> parts = new ArrayList<>();
        if (summary.actionDesc() != null) {
            parts.add(summary.actionDesc());
        }
        if (summary.actionDate() != null) {
            parts.add(summary.actionDate());
        }
        return parts.isEmpty() ? "" : " (" + String.join(", ", parts) + ")";
    }
}
