package dev.josh.server.records;

import dev.josh.contracts.api.Citation;

/**
 * A {@link Link} with the referenced record's citation, for answers that cite every record they
 * name (a context dossier's sections).
 *
 * @param citation the loaded record's citation; null when it is not loaded here
 */
public record CitedLink(String id, String title, boolean inDatabase, Citation citation) {
}
