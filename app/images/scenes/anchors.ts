import { sceneName } from "../artwork";
import { sceneFor } from "./catalogue";
import { VIEW, type Rect } from "./iso";

/** The box of a named object in the scene a topic is drawn as, in scene (viewBox) units. */
export function sceneObject(topic: string, object: string): Rect {
  const name = sceneName(topic);
  const box = sceneFor(name).objects?.[object];
  if (!box) throw new Error(`The scene "${name}" has no object "${object}"`);
  return box;
}

/**
 * Where a marker on a named object goes, in whole percent of the picture from its left and top edges:
 * the object's centre. The picture keeps the scene's 3:2 shape, so percent of the slot is percent of the scene.
 */
export function objectAnchor(topic: string, object: string): { left: number; top: number } {
  const box = sceneObject(topic, object);
  return { left: Math.round(((box.x + box.w / 2) / VIEW.w) * 100), top: Math.round(((box.y + box.h / 2) / VIEW.h) * 100) };
}
