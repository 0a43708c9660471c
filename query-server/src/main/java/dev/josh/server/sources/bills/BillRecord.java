package dev.josh.server.sources.bills;

import dev.josh.contracts.api.Citation;
import dev.josh.server.records.Link;
import dev.josh.server.records.PublicRecord;
import dev.josh.server.records.TextWindow;
import java.util.List;

/**
 * A bill or resolution as its BILLSTATUS file (or, without one, its text) describes it, with the
 * joins one step away as counts and paths rather than inline lists.
 *
 * @param title          the display title, e.g. "H.R. 3684 (117th Congress) — Infrastructure Investment and Jobs Act"
 * @param heading        the measure's own title
 * @param recordBasis    {@code billstatus} (the status file is loaded) or {@code text} (only bill text is)
 * @param sponsor        the sponsor as a legislator link (null when the record names none)
 * @param subjects       legislative subjects (the policy area is separate)
 * @param committees     committees the bill was referred to, by Thomas id
 * @param committeeReports report citations BILLSTATUS lists, e.g. "H. Rept. 117-70"
 * @param textVersions   every version BILLSTATUS lists or a text file supplied, newest first
 * @param paths          where the joins are: cosponsors, actions, text, related
 * @param bodyMarkdown   the record's body: overview (titles, subjects, latest summary) and the latest loaded text
 */
public record BillRecord(
        String type,
        String id,
        int congress,
        String billType,
        int number,
        String title,
        String heading,
        String officialTitle,
        String originChamber,
        String introducedDate,
        String updateDate,
        String recordBasis,
        Link sponsor,
        CosponsorCounts cosponsors,
        String policyArea,
        List<String> subjects,
        LatestAction latestAction,
        List<LawLink> laws,
        List<CommitteeLink> committees,
        List<String> committeeReports,
        List<BillText.Version> textVersions,
        Paths paths,
        String bodyMarkdown,
        TextWindow.Shown body,
        Citation citation) implements PublicRecord {

    /** @param current cosponsors who have not withdrawn; {@code original}: those who joined on the day of introduction */
    public record CosponsorCounts(int total, int current, int original, int withdrawn) {
    }

    public record LatestAction(String date, String text) {
    }

    /** @param lawNumber e.g. 117-58; {@code id} is the law's public id ({@code pl:117:58}) */
    public record LawLink(String id, String lawType, String lawNumber, boolean inDatabase) {
    }

    /** @param systemCode the BILLSTATUS code, e.g. hspw00 (id HSPW) or hspw12 (subcommittee HSPW12) */
    public record CommitteeLink(String id, String name, String chamber, String systemCode, boolean inDatabase,
                                List<Object> activities) {
    }

    public record Paths(String cosponsors, String actions, String text, String related) {
    }
}
