package dev.josh.ingest.committees;

/**
 * A committee or subcommittee from {@code committees-current.yaml}, ready to write.
 *
 * @param id            Thomas ID; a subcommittee's is its parent's plus its own two digits ({@code HSWM02})
 * @param parentName    the parent committee's name, for a subcommittee's citation; null for a committee
 * @param chamber       house, senate or joint (a subcommittee inherits its parent's)
 * @param committeeType {@code committee} or {@code subcommittee}
 */
public record Committee(String id, String parentId, String name, String parentName, String chamber,
                        String committeeType, String url, String jurisdiction, String address, String phone,
                        String rawSha256, String publishedAt) {
}
