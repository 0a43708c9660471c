package dev.josh.server.sources.bills;

import dev.josh.server.records.Link;
import java.util.List;

/**
 * One action on a bill, in BILLSTATUS order (newest first).
 *
 * @param committees    committees the action names, by Thomas id
 * @param recordedVotes roll-call votes the action records, by vote id
 */
public record BillAction(int ordinal, String date, String time, String text, String actionType, String actionCode,
                         String sourceSystem, List<String> committees, List<Link> recordedVotes) {
}
