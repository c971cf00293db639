from bpy.ops import render as render
from bpy.ops import wm as wm
