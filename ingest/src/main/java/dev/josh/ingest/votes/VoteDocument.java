package dev.josh.ingest.votes;

import tools.jackson.databind.JsonNode;

/**
 * One vote's {@code data.json}, parsed.
 *
 * @param sourceFile the file relative to the corpus
 * @param rawSha256  SHA-256 of the file's bytes
 */
public record VoteDocument(JsonNode json, String sourceFile, String rawSha256) {
}
