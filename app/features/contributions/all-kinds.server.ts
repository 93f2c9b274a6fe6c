/**
 * Every kind of contribution, registered on import (kinds.server.ts). The moderation code imports
 * this file, so wherever it runs (the desk, the purge) it knows every kind. A new kind adds its
 * line here.
 */
import "./comment-kind.server.ts";
import "./review-kind.server.ts";
