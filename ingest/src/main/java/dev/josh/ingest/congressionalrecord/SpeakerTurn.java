package dev.josh.ingest.congressionalrecord;

/**
 * One speaker's turn in a granule: from the {@code ### label} heading the Markdown gives it to the
 * next turn, the next item rule ({@code ____}), or the end.
 *
 * @param ordinal   1-based, in the order of the text
 * @param label     the speaker as printed, e.g. {@code Mr. SMITH of New Jersey}, {@code The PRESIDING OFFICER}
 * @param bioguideId the member's bioguide ID when the MODS names them, else null
 * @param charStart offset of the heading in {@code body_markdown}
 * @param charEnd   offset just after the turn's last character in {@code body_markdown}
 */
public record SpeakerTurn(int ordinal, String label, String bioguideId, int charStart, int charEnd) {

    public SpeakerTurn withBioguideId(String bioguide) {
        return new SpeakerTurn(ordinal, label, bioguide, charStart, charEnd);
    }
}
