package dev.josh.ingest.committees;

import dev.josh.ingest.core.YamlEntry;

/** One entry under a committee's key in the membership file. */
public record MembershipEntry(String committeeId, YamlEntry entry) {
}
