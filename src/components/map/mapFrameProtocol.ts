/** The map frame's own path and its "I am listening" signal, shared by both sides of the frame. */
export const MAP_FRAME_PATH = '/map-frame/'
export const MAP_FRAME_READY = 'map-frame-ready'

/** Spec §7: the embedding page posts its message 50 ms after the frame's load event. */
export const MAP_MESSAGE_DELAY_MS = 50
