package dev.josh.server.context;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.josh.contracts.api.Citation;
import java.util.List;

/**
 * One section of a dossier as the API answers it.
 *
 * @param total     items that exist (a list section may show fewer: status {@code truncated})
 * @param shown     items {@code data} holds
 * @param elapsedMs time the section took, or its budget when it timed out
 * @param citations the citations of what the section shows
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record DossierSection(String name, SectionStatus status, String note, long total, int shown, long elapsedMs,
                             List<Citation> citations, Object data) {
}
