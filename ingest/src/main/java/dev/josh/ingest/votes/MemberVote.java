package dev.josh.ingest.votes;

/**
 * How one member voted, as the file lists it.
 *
 * @param position    the list the member is in: {@code Yea}, {@code Nay}, {@code Aye}, {@code No},
 *                    {@code Present}, {@code Not Voting} (or a candidate's name in an election of the Speaker)
 * @param voterId     the file's member ID: a bioguide ID in House files, a Senate LIS ID ({@code S428}) in
 *                    Senate files, {@code VP} for the Vice President breaking a tie
 * @param displayName e.g. {@code Alsobrooks (D-MD)}; null for {@code VP}
 */
public record MemberVote(String position, String voterId, String displayName, String firstName, String lastName,
                         String party, String state) {
}
