// Swagger UI over the committed OpenAPI document (josh-contracts' openapi/josh-v1.json), served beside it.
window.onload = function () {
  window.ui = SwaggerUIBundle({
    url: "josh-v1.json",
    dom_id: "#swagger-ui",
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis],
    layout: "BaseLayout",
    // Nothing leaves this server: no call to the public validator.
    validatorUrl: null,
    // The document names http://localhost:8080; "Try it out" asks the server this page came from.
    requestInterceptor: function (request) {
      request.url = request.url.replace(/^http:\/\/localhost:8080(?=\/)/, window.location.origin);
      return request;
    }
  });
};
