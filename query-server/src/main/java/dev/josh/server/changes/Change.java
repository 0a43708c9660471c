package dev.josh.server.changes;

import dev.josh.contracts.api.Citation;

/**
 * One record added or changed.
 *
 * @param changedAt   when this database loaded the record as it is now (ISO instant)
 * @param publishedAt when the upstream published it (a date or instant, as the record holds it)
 */
public record Change(String id, String source, String title, String changedAt, String publishedAt,
                     Citation citation) {
}
