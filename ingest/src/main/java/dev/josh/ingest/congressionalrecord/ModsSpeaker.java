package dev.josh.ingest.congressionalrecord;

/**
 * A member MODS names in a granule ({@code <congMember>}).
 *
 * @param parsedName the name as the Record prints it, e.g. {@code Mr. SMITH of New Jersey}
 * @param fullName   the authority name, e.g. {@code Christopher H. Smith}
 * @param chamber    {@code H} or {@code S}
 * @param role       e.g. {@code SPEAKING}
 */
public record ModsSpeaker(String bioguideId, String parsedName, String fullName, String chamber, String party,
                          String state, String role) {
}
