/** Player colours: distinct, and dark enough for white text on them (WCAG AA). */
export const PLAYER_COLOURS = ["#b42318", "#1d5c3f", "#1d4ed8", "#7e22ce", "#a3480a", "#0f766e", "#be185d", "#4d5b12", "#374151", "#9a3412"];

export const SET_COLOURS = ["#b42318", "#1d4ed8", "#1d5c3f", "#7e22ce", "#a3480a", "#0f766e", "#be185d", "#374151"];
