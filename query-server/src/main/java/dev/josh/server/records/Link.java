package dev.josh.server.records;

/**
 * A reference from one record to another by public id. {@code inDatabase} says whether the
 * referenced record is loaded here: an agent may fetch the id either way, but only a loaded one
 * answers with a record (the other is a {@code not_found} that names the source).
 *
 * @param title the referenced record's title when it is loaded, else what the referring record says
 */
public record Link(String id, String title, boolean inDatabase) {
}
