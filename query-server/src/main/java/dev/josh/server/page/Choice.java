package dev.josh.server.page;

/** An option of the search form: the value sent, the words shown, and a line of help. */
public record Choice(String value, String label, String help) {
}
