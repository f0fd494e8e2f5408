"""handlers"""
