package dev.josh.server.web;

import dev.josh.server.status.StatusService;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/** {@code GET /v1/status}: what the server can answer from, and whether semantic search is up. */
@RestController
public class StatusController {

    private final StatusService status;

    public StatusController(StatusService status) {
        this.status = status;
    }

    @GetMapping("/v1/status")
    public StatusService.Status status() {
        return status.status();
    }
}
