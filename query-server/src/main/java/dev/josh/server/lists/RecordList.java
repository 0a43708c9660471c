package dev.josh.server.lists;

import java.util.List;
import java.util.Map;

/**
 * A page of a list endpoint: rows with their id, title, the resource's list columns and a
 * citation, in a stable order (newest first for dated sources, by id otherwise).
 *
 * @param filters    the filters applied
 * @param nextCursor pass as {@code cursor} (with the same filters) for the next page; null on the last
 */
public record RecordList(String resource, Map<String, String> filters, String order, int count,
                         List<Map<String, Object>> results, String nextCursor, boolean hasMore) {
}
